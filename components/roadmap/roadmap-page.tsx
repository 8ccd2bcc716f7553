import { ROADMAP_TITLE } from '@/content/seo';

export function RoadmapPage() {
  return (
    <section className="container">
      <h1>{ROADMAP_TITLE}</h1>
    </section>
  );
}

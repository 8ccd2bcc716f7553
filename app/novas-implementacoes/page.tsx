import type { Metadata } from 'next';
import { RoadmapPage } from '@/components/roadmap/roadmap-page';
import { roadmapMetadata } from '@/content/seo';

export const metadata: Metadata = roadmapMetadata;

export default function Page() {
  return <RoadmapPage />;
}

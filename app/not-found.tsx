import type { Metadata } from 'next';
import { notFoundMetadata } from '@/content/seo';
import { notFoundText } from '@/content/errors';

// Unknown paths show the home page (spec): scripts/finish-export.mjs writes out/404.html
// from the built home page with robots noindex. This component only renders in
// `next dev` and in the build's own 404 step, and stays server-only on purpose:
// whatever a root not-found renders is bundled into every route's first-load JavaScript.
export const metadata: Metadata = notFoundMetadata;

export default function NotFound() {
  return (
    <section className="container" aria-labelledby="nao-encontrada">
      <h1 id="nao-encontrada">{notFoundText.title}</h1>
      <p>{notFoundText.lead}</p>
      <p>
        <a href="/">{notFoundText.homeLink}</a>
      </p>
    </section>
  );
}

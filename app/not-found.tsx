import { notFoundText } from '@/content/errors';

// Unknown paths show the home page: app/global-not-found.tsx. This is only the boundary for a
// notFound() thrown inside a route, which none does. Next still writes it into every page's
// payload (Next's default one is 680 bytes longer, in English), so it stays small and server-only.
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

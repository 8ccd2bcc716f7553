'use client';

import { useEffect } from 'react';
import { errorCopy } from '@/content/errors';

export type ErrorBoundaryProps = {
  error: Error & { digest?: string };
  /** Next 16.3+: re-fetches and re-renders the failed segment. */
  retry?: () => void;
  /** Clears the error state and re-renders without re-fetching. */
  reset?: () => void;
};

export function ErrorScreen({ error, retry, reset }: ErrorBoundaryProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  // Prefer retry (the documented default since Next 16.3); fall back to reset.
  const tryAgain = retry ?? reset;

  return (
    <section className="error-screen" aria-labelledby="error-title">
      <div role="alert">
        <h1 id="error-title">{errorCopy.title}</h1>
        <p>{errorCopy.lead}</p>
        <p>{errorCopy.body}</p>
        <p>
          {tryAgain && (
            <button type="button" onClick={() => tryAgain()}>
              {errorCopy.retry}
            </button>
          )}
          {/* A plain anchor on purpose: a full load recovers even when the client router is what broke. */}
          <a href="/">{errorCopy.home}</a>
        </p>
      </div>
    </section>
  );
}

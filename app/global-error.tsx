'use client';

import { ErrorScreen, type ErrorBoundaryProps } from '@/components/error/error-screen';
import './globals.css';

// Replaces the root layout when it fails, so it brings its own <html> and <body>.
export default function GlobalError(props: ErrorBoundaryProps) {
  return (
    <html lang="pt-BR">
      <body>
        <main id="conteudo">
          <ErrorScreen {...props} />
        </main>
      </body>
    </html>
  );
}

import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Pages link with plain <a>: three small static pages gain nothing from client-side
    // navigation, and dropping next/link takes its router code out of every route's
    // first-load JavaScript (byte budgets, issue 6).
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'out-lead/**',
    'out-inbox/**',
    '.wrangler/**',
    'build/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    '.lighthouse/**',
  ]),
]);

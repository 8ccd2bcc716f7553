import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Pages link with plain <a>: three small static pages gain nothing from client-side
    // navigation, and dropping next/link takes its router code out of every route's
    // first-load JavaScript (byte budgets).
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // The layers (docs/architecture.md#layers-and-what-may-import-what): routes compose features; features use
    // ui/, lib/ and content/; nothing imports a route or a build script; content/ and lib/ are
    // below the components; ui/ is below the features. Tests and build scripts may read anything.
    files: ['app/**', 'components/**', 'content/**', 'lib/**', 'functions/**'],
    rules: {
      // No import cycle, between modules or folders (lazy/ and vitals/, contact/'s lead-state and validation had some).
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ['app', 'components', 'content', 'lib', 'functions'],
              from: 'scripts',
              message: 'Build scripts are not part of the site: move what both need to lib/.',
            },
            { target: ['components', 'content', 'lib', 'functions'], from: 'app', message: 'Routes compose; nothing imports them.' },
            { target: 'content', from: 'components', message: 'content/ sits below the components: it imports none.' },
            // lib/ is the bottom floor: code shared by the form and the inbox (the lead's model, the inbox's
            // handler), with no words and no facts of its own. functions/ and scripts/ compose it with content/.
            { target: 'lib', from: 'components', message: 'lib/ sits below the components: move what both need to lib/.' },
            { target: 'lib', from: 'content', message: 'lib/ is code without copy: take the words and facts as arguments.' },
            { target: 'components/ui', from: 'components', except: ['./ui'], message: 'ui/ is below the features: a shared piece imports no feature.' },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'out-lead/**',
    'out-option-*/**',
    'out-inbox/**',
    'out-fixture/**',
    'out-cms/**',
    'out-cms-next/**',
    '.wrangler/**',
    'build/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    '.lighthouse/**',
  ]),
]);

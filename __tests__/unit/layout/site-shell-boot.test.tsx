/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { shellIslands } from '@/components/layout/shell-islands';
import { SiteShell } from '@/components/layout/site-shell';

// `next dev` has no post-build step: the shell itself must start the page the way the export's
// boot script does, with that very script, and the export must not get a second copy of it.
const bootSource = readFileSync(join(__dirname, '../../../lib/boot/boot-script.js'), 'utf8');
const env = process.env as Record<string, string | undefined>;
const nodeEnv = env.NODE_ENV;

function renderShell(mode: 'development' | 'production') {
  env.NODE_ENV = mode;
  try {
    return renderToStaticMarkup(
      <SiteShell islands={shellIslands}>
        <p>conteúdo</p>
      </SiteShell>,
    );
  } finally {
    env.NODE_ENV = nodeEnv;
  }
}

describe('how the shell starts a page in development and in the export', () => {
  it('puts the boot script of the export, unchanged, first in the body under next dev', () => {
    const { window } = new JSDOM(renderShell('development'));
    const first = window.document.body.firstElementChild;
    expect(first?.tagName).toBe('SCRIPT');
    expect(first?.textContent).toBe(bootSource);
    window.close();
  });

  it('marks <html> data-js under next dev by running that script, with no script of its own to add', () => {
    const dom = new JSDOM(renderShell('development'), { runScripts: 'dangerously', url: 'http://127.0.0.1/' });
    const { document } = dom.window;
    expect(document.documentElement.hasAttribute('data-js')).toBe(true);
    expect(document.documentElement.hasAttribute('data-boot')).toBe(false);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    dom.window.close();
  });

  it('renders no inline script in a production build: the export step adds the boot script', () => {
    const html = renderShell('production');
    expect(html).not.toContain('data-js');
    const { window } = new JSDOM(html);
    expect(window.document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    window.close();
  });
});

import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHIPPED_ROOT } from '@/__tests__/fixtures/shipped';

// check:launch reads a project folder: its content/company/ data (as the build does) and every file
// of content/ for placeholders. Each test works on a fresh copy of the site's content/ in a
// temporary folder (with an empty public/photos/), changed the way the CMS would change it. The
// company's data in it is the shipped fixture (__tests__/fixtures/shipped.ts), never the
// repository's: its placeholders, the spec's two drawn projects, the empty proof screens, the
// suggested service area not confirmed.

const SHIPPED_COMPANY = join(SHIPPED_ROOT, 'content', 'company');

/** The folder of the current test's copy; a new one before each test, removed after it. */
export function contentCopyPerTest(prefix: string): () => string {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), prefix));
    cpSync(join(process.cwd(), 'content'), join(root, 'content'), { recursive: true });
    const company = join(root, 'content', 'company');
    for (const entry of readdirSync(company, { withFileTypes: true })) {
      if (entry.isDirectory() || entry.name.endsWith('.json')) rmSync(join(company, entry.name), { recursive: true });
    }
    cpSync(SHIPPED_COMPANY, company, { recursive: true });
    mkdirSync(join(root, 'public', 'photos'), { recursive: true });
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    jest.restoreAllMocks();
  });
  return () => root;
}

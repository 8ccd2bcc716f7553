import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// check:launch reads a project folder: its content/company/ data (as the build does) and every file
// of content/ for placeholders. Each test works on a fresh copy of the site's content/ in a
// temporary folder (with an empty public/photos/), changed the way the CMS would change it.

/** The folder of the current test's copy; a new one before each test, removed after it. */
export function contentCopyPerTest(prefix: string): () => string {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), prefix));
    cpSync(join(process.cwd(), 'content'), join(root, 'content'), { recursive: true });
    mkdirSync(join(root, 'public', 'photos'), { recursive: true });
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    jest.restoreAllMocks();
  });
  return () => root;
}

/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { refusal } from '@/scripts/operator/cms-proxy';

// content/company/ holds the company's data (the .json files the CMS edits) beside the code that
// reads and checks it (read.ts, schema.ts, …), which every build, and `npm run cms`'s rebuild after
// each save, runs on this computer. Whatever reaches the local proxy may write the data, never that
// code: a path there that is not a .json file is refused before decap-server touches anything.

let root = '';
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cms-proxy-code-'));
  mkdirSync(join(root, 'content/company/projects'), { recursive: true });
  mkdirSync(join(root, 'public/photos'), { recursive: true });
  writeFileSync(join(root, 'content/company/read.ts'), 'export {};\n');
  writeFileSync(join(root, 'content/company/company.json'), '{}\n');
  symlinkSync('read.ts', join(root, 'content/company/link.json'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The start of a JPEG file (its SOI and JFIF markers), base64: a photo the proxy takes. */
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex').toString('base64');
const options = { commitMessage: 'x', useWorkflow: false, status: 'draft' };
const entry = (path: string, newPath?: string) => ({ slug: 'x', path, raw: 'export const pwned = 1;', ...(newPath && { newPath }) });

it.each([
  [
    'overwrites the code that reads the content',
    { action: 'persistEntry', params: { branch: 'm', entry: entry('content/company/read.ts'), assets: [], options } },
  ],
  [
    'moves an entry onto the schema',
    {
      action: 'persistEntry',
      params: { branch: 'm', dataFiles: [entry('content/company/projects/a.json', 'content/company/schema.ts')], assets: [], options },
    },
  ],
  [
    'writes a module as an asset',
    {
      action: 'persistEntry',
      params: {
        branch: 'm',
        entry: entry('content/company/projects/a.json'),
        assets: [{ path: 'content/company/evil.mjs', content: 'eA==', encoding: 'base64' }],
        options,
      },
    },
  ],
  [
    'writes a module as a media file',
    {
      action: 'persistMedia',
      params: { branch: 'm', asset: { path: 'content/company/projects/evil.ts', content: 'eA==', encoding: 'base64' }, options: { commitMessage: 'x' } },
    },
  ],
  ['deletes the code', { action: 'deleteFile', params: { branch: 'm', path: 'content/company/read.ts', options: { commitMessage: 'x' } } }],
  [
    'deletes the code among entries',
    { action: 'deleteFiles', params: { branch: 'm', paths: ['content/company/projects/a.json', 'content/company/read.ts'], options: { commitMessage: 'x' } } },
  ],
  [
    'writes the code through a link named .json',
    { action: 'persistEntry', params: { branch: 'm', entry: entry('content/company/link.json'), assets: [], options } },
  ],
  ['overwrites the content folder itself', { action: 'persistEntry', params: { branch: 'm', entry: entry('content/company'), assets: [], options } }],
])('refuses a request that %s', (_, body) => {
  expect(refusal(root, body)).toMatch(/content\/company\/.*\.json.*Nada foi lido nem gravado\./);
});

it.each([
  ['reads a data file', { action: 'getEntry', params: { branch: 'm', path: 'content/company/company.json' } }],
  ['lists a folder of entries', { action: 'entriesByFolder', params: { branch: 'm', folder: 'content/company/projects', extension: 'json', depth: 1 } }],
  [
    'saves an entry with a photo',
    {
      action: 'persistEntry',
      params: {
        branch: 'm',
        entry: entry('content/company/projects/a.json'),
        assets: [{ path: 'public/photos/a.jpg', content: JPEG, encoding: 'base64' }],
        options,
      },
    },
  ],
  [
    'uploads a photo',
    {
      action: 'persistMedia',
      params: { branch: 'm', asset: { path: 'public/photos/b.jpg', content: JPEG, encoding: 'base64' }, options: { commitMessage: 'x' } },
    },
  ],
  ['deletes an entry', { action: 'deleteFile', params: { branch: 'm', path: 'content/company/projects/a.json', options: { commitMessage: 'x' } } }],
])('lets through a request that %s', (_, body) => {
  expect(refusal(root, body)).toBeUndefined();
});

// decap-server's persistEntry with a newPath moves, unless options.hasSubfolders is false, every
// file in the entry's folder along with it (its `move`): from content/company/ itself that is the code too.
it('refuses to move an entry of content/company/ itself with every file beside it', () => {
  const moving = (hasSubfolders?: boolean) => ({
    action: 'persistEntry',
    params: {
      branch: 'm',
      dataFiles: [entry('content/company/company.json', 'content/company/projects/company.json')],
      assets: [],
      options: { ...options, ...(hasSubfolders !== undefined && { hasSubfolders }) },
    },
  });
  expect(refusal(root, moving())).toMatch(/content\/company\/company\.json.*Nada foi lido nem gravado\./);
  expect(refusal(root, moving(true))).toMatch(/Nada foi lido nem gravado\./);
  expect(refusal(root, moving(false))).toBeUndefined();
  const renamed = {
    action: 'persistEntry',
    params: { branch: 'm', dataFiles: [entry('content/company/projects/a.json', 'content/company/projects/b.json')], assets: [], options },
  };
  expect(refusal(root, renamed)).toBeUndefined();
});

/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentError, readCompanyContent } from '@/content/company/read';

// A photo field may name something in public/photos/ that scripts/photos.mjs does not take as a
// photo: a hidden file (its name starts with a dot: `._IMG_0001.jpg`, the shadow file a Mac leaves
// on a memory card) or a folder whose name ends in .jpg. The photo step skips both, so the page that
// names it would stop `next build` later with a developer's message in English: the content
// check, the build's first step, refuses it as a photo that is not there, in Portuguese.

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'photo-references-odd-'));
  cpSync(join(__dirname, '../../../content/company'), join(root, 'content/company'), { recursive: true });
  mkdirSync(join(root, 'public/photos/pasta.jpg'), { recursive: true });
  writeFileSync(join(root, 'public/photos/._IMG_0001.jpg'), 'a hidden file the photo step skips');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const project = (src: string) =>
  JSON.stringify({
    title: 'Residência em Cambé',
    city: 'Cambé',
    type: 'residencial',
    kWp: 6,
    saving: { percent: 85 },
    photos: [{ src, alt: 'Telhado com placas solares em Cambé' }],
  });

it.each(['/photos/._IMG_0001.jpg', '/photos/pasta.jpg'])('a photo field naming %s, which the photo step skips, stops the content check', (src) => {
  writeFileSync(join(root, 'content/company/projects/zz-cambe.json'), project(src));
  const read = () => readCompanyContent(root, { publicDir: join(root, 'public') });
  expect(read).toThrow(ContentError);
  expect(read).toThrow(`'Arquivo' usa ${src}, que não está na pasta de fotos (public/photos/)`);
});

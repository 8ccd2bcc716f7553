/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { CONTENT_FILES, CONTENT_FOLDERS } from '@/content/company/schema';
import { MEDIA_FOLDER } from '@/scripts/operator/cms-config';
import { refusal } from '@/scripts/operator/cms-proxy';

// The local proxy writes only the names the content's schema defines: in content/company/ the file
// of each screen and one JSON file per project or testimonial, named as the CMS names them (no
// dot-file such as .prettierrc.json, whose plugin path the next lint or format-on-save would run);
// in public/photos/ a photo whose name a photo field accepts and whose bytes are the format its
// extension says (no module such as evil.mjs, no SVG, no HTML named .jpg).

let root = '';
const photos: Record<string, Buffer> = {};
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cms-proxy-names-'));
  mkdirSync(join(root, CONTENT_FOLDERS[0].folder), { recursive: true });
  mkdirSync(join(root, MEDIA_FOLDER), { recursive: true });
  const pixel = sharp({ create: { width: 4, height: 3, channels: 3, background: '#1c4f7a' } });
  photos.jpg = await pixel.clone().jpeg().toBuffer();
  photos.png = await pixel.clone().png().toBuffer();
  photos.webp = await pixel.clone().webp().toBuffer();
  photos.avif = await pixel.clone().avif().toBuffer();
  photos.tif = await pixel.clone().tiff().toBuffer();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const options = { commitMessage: 'x', useWorkflow: false, status: 'draft' };
const entry = (path: string, raw = '{}\n') => ({ action: 'persistEntry', params: { branch: 'm', entry: { slug: 'x', path, raw }, assets: [], options } });
const media = (path: string, bytes: Buffer) => ({
  action: 'persistMedia',
  params: { branch: 'm', asset: { path, content: bytes.toString('base64'), encoding: 'base64' }, options: { commitMessage: 'x' } },
});
const withPhoto = (path: string, bytes: Buffer) => ({
  action: 'persistEntry',
  params: {
    branch: 'm',
    entry: { slug: 'casa', path: `${CONTENT_FOLDERS[0].folder}/casa.json`, raw: '{}\n' },
    assets: [{ path, content: bytes.toString('base64'), encoding: 'base64' }],
    options,
  },
});

describe('in content/company/', () => {
  it('takes each screen’s file and an entry of each folder, named as the CMS names them', () => {
    for (const { file } of CONTENT_FILES) expect([file, refusal(root, entry(file))]).toEqual([file, undefined]);
    for (const { folder } of CONTENT_FOLDERS) {
      for (const name of ['residencia-em-londrina.json', 'fixture-01.json', 'casa-1.json']) {
        expect(refusal(root, entry(`${folder}/${name}`))).toBeUndefined();
      }
    }
    expect(refusal(root, { action: 'getEntry', params: { branch: 'm', path: CONTENT_FILES[0].file } })).toBeUndefined();
  });

  it.each([
    ['content/company/.prettierrc.json', 'a dot-file a formatter reads (its plugins run on the next lint)'],
    ['content/company/tsconfig.json', 'a file no screen has'],
    ['content/company/package.json', 'a package manifest'],
    ['content/company/projects/.eslintrc.json', 'a dot-file in an entry folder'],
    ['content/company/projects/sub/casa.json', 'an entry in a folder of its own'],
    ['content/company/projects/Casa.json', 'a name the CMS never makes (capitals)'],
    ['content/company/projects/casa nova.json', 'a name with a space'],
  ])('refuses %s (%s), saying which names it takes', (path) => {
    const why = refusal(root, entry(path));
    expect(why).toMatch(/não é um arquivo do conteúdo.*Nada foi lido nem gravado\./);
    // It names what to do: the screens' files and how an entry is named.
    expect(why).toContain('company.json');
  });

  it('refuses a photo written into the content folder, and an entry moved to a name no screen has', () => {
    expect(refusal(root, withPhoto(`${CONTENT_FOLDERS[0].folder}/casa-foto.json`, photos.jpg!))).toMatch(/Nada foi/);
    const moved = {
      action: 'persistEntry',
      params: {
        branch: 'm',
        dataFiles: [{ slug: 'x', path: `${CONTENT_FOLDERS[0].folder}/casa.json`, newPath: `${CONTENT_FOLDERS[0].folder}/.casa.json`, raw: '{}' }],
        assets: [],
        options,
      },
    };
    expect(refusal(root, moved)).toMatch(/não é um arquivo do conteúdo/);
  });

  it('lists only the folders of entries and the photos, never another folder inside them', () => {
    for (const { folder } of CONTENT_FOLDERS) {
      expect(refusal(root, { action: 'entriesByFolder', params: { branch: 'm', folder, extension: 'json', depth: 1 } })).toBeUndefined();
    }
    expect(refusal(root, { action: 'getMedia', params: { branch: 'm', mediaFolder: MEDIA_FOLDER } })).toBeUndefined();
    expect(refusal(root, { action: 'entriesByFolder', params: { branch: 'm', folder: 'content/company', extension: 'json', depth: 2 } })).toMatch(
      /Nada foi lido/,
    );
    expect(refusal(root, { action: 'getMedia', params: { branch: 'm', mediaFolder: 'content/company/projects' } })).toMatch(/Nada foi lido/);
  });
});

describe('in public/photos/', () => {
  it.each(['jpg', 'png', 'webp', 'avif', 'tif'])('takes a real %s photo, uploaded alone or with an entry', (format) => {
    const bytes = photos[format]!;
    expect(refusal(root, media(`${MEDIA_FOLDER}/telhado-${format}.${format}`, bytes))).toBeUndefined();
    expect(refusal(root, withPhoto(`${MEDIA_FOLDER}/casa.${format}`, bytes))).toBeUndefined();
  });

  it('takes .jpeg as a JPEG, and lets the CMS read and delete a photo', () => {
    expect(refusal(root, media(`${MEDIA_FOLDER}/casa.jpeg`, photos.jpg!))).toBeUndefined();
    expect(refusal(root, { action: 'getMediaFile', params: { branch: 'm', path: `${MEDIA_FOLDER}/casa.jpg` } })).toBeUndefined();
    expect(refusal(root, { action: 'deleteFile', params: { branch: 'm', path: `${MEDIA_FOLDER}/casa.jpg`, options: { commitMessage: 'x' } } })).toBeUndefined();
  });

  it.each([
    ['evil.mjs', 'a module the next lint runs'],
    ['.escondida.jpg', 'a dot-file (the photo step skips it: the preview would never complain)'],
    ['vetor.svg', 'an SVG (a script runs when it is opened)'],
    ['pagina.html', 'a page'],
    ['sub/casa.jpg', 'a folder of its own'],
    ['casa.JPG', 'capitals, which the CMS never sends (it lower-cases the names it uploads)'],
    ['sem-extensao', 'no extension'],
  ])('refuses the name %s (%s), saying which names it takes', (name) => {
    expect(refusal(root, media(`${MEDIA_FOLDER}/${name}`, photos.jpg!))).toMatch(/não é o nome de uma foto.*JPG, PNG, WebP, AVIF.*Nada foi gravado\./);
  });

  it.each([
    ['HTML named .jpg', 'casa.jpg', Buffer.from('<!doctype html><script>alert(document.domain)</script>')],
    ['SVG named .png', 'casa.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a script named .webp', 'casa.webp', Buffer.from('export default function () {}')],
    ['nothing', 'casa.avif', Buffer.alloc(0)],
  ])('refuses %s: the bytes are not the photo the extension says', (_, name, bytes) => {
    for (const body of [media(`${MEDIA_FOLDER}/${name}`, bytes), withPhoto(`${MEDIA_FOLDER}/${name}`, bytes)]) {
      expect(refusal(root, body)).toMatch(/não é uma foto .* como diz a extensão.*Nada foi gravado\./);
    }
  });

  it('refuses a photo of one format named as another, saying which extension fits', () => {
    expect(refusal(root, media(`${MEDIA_FOLDER}/casa.jpg`, photos.png!))).toMatch(/é uma foto PNG.*\.png/);
    expect(refusal(root, media(`${MEDIA_FOLDER}/casa.avif`, photos.webp!))).toMatch(/é uma foto WebP.*\.webp/);
  });
});

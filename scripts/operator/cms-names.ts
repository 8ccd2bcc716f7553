// The file names the CMS may write through its local proxy (scripts/operator/cms-proxy.ts), from the
// content's schemas (content/company/schema.ts) as the CMS's own configuration reads them
// (scripts/operator/cms-config.ts), and the bytes a photo must start with. Anything else in the two
// folders is code or settings to the tools that run there: a `.prettierrc.json` with a plugin is run
// by the next `npm run lint` or an editor's format-on-save, an `.mjs` among the photos by whatever
// imports it, an SVG or an HTML page named `.jpg` by a browser that opens it.
import { CONTENT_FILES, CONTENT_FOLDERS } from '../../content/company/schema';
import { jsonSchemaOf, MEDIA_FOLDER, PUBLIC_FOLDER, type JsonSchema } from './cms-config';

/**
 * An entry's file name as the CMS makes it from its title (config `slug`: ASCII, accents removed,
 * lower case, '-' for the rest, '-1' after a repeat): 'Residência em Londrina' → residencia-em-londrina.json.
 */
const ENTRY_NAME = /^[a-z0-9_~][a-z0-9_~-]*\.json$/;
const SCREEN_FILES: ReadonlySet<string> = new Set(CONTENT_FILES.map(({ file }) => file));
const ENTRY_FOLDERS: ReadonlySet<string> = new Set(CONTENT_FOLDERS.map(({ folder }) => folder));
/** The folders the CMS lists: each collection's entries, and the photos. */
export const LISTED_FOLDERS: Record<'entries' | 'photos', readonly string[]> = { entries: [...ENTRY_FOLDERS], photos: [MEDIA_FOLDER] };

const screenNames = () => [...SCREEN_FILES].map((file) => file.slice(file.lastIndexOf('/') + 1)).join(', ');

/** Why a path in content/company/ is not one of the content's files (Portuguese, naming the field), or undefined. */
export function contentNameProblem(path: string, field: string): string | undefined {
  const slash = path.lastIndexOf('/');
  if (SCREEN_FILES.has(path) || (ENTRY_FOLDERS.has(path.slice(0, slash)) && ENTRY_NAME.test(path.slice(slash + 1)))) return undefined;
  return (
    `O caminho ${JSON.stringify(path)} (${field}) não é um arquivo do conteúdo: em content/company/ o painel só lê e grava o arquivo de cada tela ` +
    `(${screenNames()}) e um arquivo por entrada em ${[...ENTRY_FOLDERS].map((folder) => `${folder}/`).join(' e ')}, com nome de letras minúsculas, ` +
    'números e hífens, como residencia-em-londrina.json. Nada foi lido nem gravado.'
  );
}

let patterns: RegExp[] | undefined;
/**
 * The patterns of every photo field (the CMS's 'image' widget) of every screen: the names a photo may
 * have. Read once (each schema's JSON Schema), when the proxy starts rather than on its first upload.
 */
export function photoPatterns(): RegExp[] {
  patterns ??= readPhotoPatterns();
  return patterns;
}
function readPhotoPatterns(): RegExp[] {
  const found = new Set<string>();
  const walk = (node: JsonSchema | undefined) => {
    if (!node) return;
    if (node.widget === 'image' && node.pattern) found.add(node.pattern);
    Object.values(node.properties ?? {}).forEach(walk);
    walk(node.items);
    node.anyOf?.forEach(walk);
  };
  for (const { schema } of [...CONTENT_FILES, ...CONTENT_FOLDERS]) walk(jsonSchemaOf(schema));
  return [...found].map((pattern) => new RegExp(pattern));
}

type Format = { name: string; extensions: string[]; is: (bytes: Buffer) => boolean };
const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');
/** The formats the photo step reads (scripts/build/photos.mjs), told by their first bytes. */
const FORMATS: Format[] = [
  { name: 'JPEG', extensions: ['jpg', 'jpeg'], is: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { name: 'PNG', extensions: ['png'], is: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')) },
  { name: 'WebP', extensions: ['webp'], is: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
  {
    name: 'AVIF',
    extensions: ['avif'],
    // An ISO media file (a 'ftyp' box first) whose major or compatible brands include avif or avis.
    is: (b) => {
      if (ascii(b, 4, 8) !== 'ftyp') return false;
      const end = Math.min(b.readUInt32BE(0), b.length);
      for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) if (['avif', 'avis'].includes(ascii(b, at, at + 4))) return true;
      return false;
    },
  },
  { name: 'TIFF', extensions: ['tif', 'tiff'], is: (b) => ['49492a00', '4d4d002a'].includes(b.subarray(0, 4).toString('hex')) },
];
const FORMAT_NAMES = 'JPG, PNG, WebP, AVIF ou TIFF';

/** Why a path in public/photos/ is not a photo's name as the photo fields accept it, or undefined. */
export function photoNameProblem(path: string, field: string): string | undefined {
  const name = path.slice(MEDIA_FOLDER.length + 1);
  const site = `${PUBLIC_FOLDER}/${name}`;
  // A name starting with a dot is one the photo step skips: the content check would say it is missing.
  if (path.startsWith(`${MEDIA_FOLDER}/`) && !name.startsWith('.') && photoPatterns().some((pattern) => pattern.test(site))) return undefined;
  return (
    `O arquivo ${JSON.stringify(path)} (${field}) não é o nome de uma foto: em public/photos/ o painel só grava fotos ${FORMAT_NAMES}, ` +
    'com nome de letras minúsculas, números, pontos e hífens (sem ponto no início) e a extensão do formato, como telhado-londrina.jpg. ' +
    'Envie a foto num desses formatos. Nada foi gravado.'
  );
}

/** Why the bytes of a photo are not the format its extension says (Portuguese, saying what to do), or undefined. */
export function photoBytesProblem(path: string, field: string, bytes: Buffer): string | undefined {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const expected = FORMATS.find((format) => format.extensions.includes(extension));
  if (expected?.is(bytes)) return undefined;
  const actual = FORMATS.find((format) => format.is(bytes));
  const start = bytes.subarray(0, 512).toString('utf8').trimStart().toLowerCase();
  const what = actual
    ? `é uma foto ${actual.name}: dê ao arquivo a extensão .${actual.extensions[0]} e envie de novo`
    : start.startsWith('<')
      ? 'é um texto (SVG ou HTML), não uma foto: envie a foto original'
      : `não é uma foto (nenhum dos formatos ${FORMAT_NAMES}): envie a foto original, exportada num deles`;
  return `O arquivo ${JSON.stringify(path)} (${field}) não é uma foto ${expected?.name ?? ''} como diz a extensão .${extension}: ${what}. Nada foi gravado.`;
}

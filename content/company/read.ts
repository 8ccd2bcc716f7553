// Relative imports: check:launch loads this file with jiti, which does not read tsconfig's '@/' paths.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { checkData, checkFiles, type CheckWords } from '../../lib/content/check';
import { formatNumber } from '../../lib/format/format';
import {
  CONTENT_FILES,
  CONTENT_FOLDERS,
  type Brands,
  type Company,
  type Credentials,
  type FaqData,
  type Figures,
  type Identity,
  type Pictures,
  type ProjectData,
  type RatingData,
  type RentalData,
  type ServiceArea,
  type TariffData,
  type Team,
  type TestimonialData,
} from './schema';

// Reads and checks every file the company edits (content/company/schema.ts): the pages are
// rendered from what this returns (data.ts), so a file that does not fit its schema stops the
// build with a message that names the screen, the entry and the field as the CMS shows them.
// No 'server-only' marker here: check:launch (a Node script) reads the content through it too.

export const CHECK_WORDS: CheckWords = {
  required: 'é obrigatório',
  notNumber: 'precisa ser um número',
  notInteger: 'precisa ser um número inteiro',
  notText: 'precisa ser um texto',
  notBoolean: 'precisa estar marcado ou desmarcado',
  notGroup: 'precisa ser um grupo de campos, como o painel grava: desfaça a última mudança feita fora do painel',
  notChoice: 'precisa ser uma das opções da lista',
  notList: 'precisa ser uma lista',
  empty: 'não pode ficar vazio',
  minChars: (n) => `precisa ter pelo menos ${formatNumber(n)} caracteres`,
  maxChars: (n) => `pode ter no máximo ${formatNumber(n)} caracteres`,
  minNumber: (n, inclusive) => (inclusive ? `precisa ser no mínimo ${formatNumber(n)}` : `precisa ser maior que ${formatNumber(n)}`),
  maxNumber: (n, inclusive) => (inclusive ? `pode ser no máximo ${formatNumber(n)}` : `precisa ser menor que ${formatNumber(n)}`),
  minItems: (n) => `precisa de pelo menos ${formatNumber(n)} ${n === 1 ? 'item' : 'itens'}`,
  maxItems: (n) => `pode ter no máximo ${formatNumber(n)} itens`,
  unknownFields: (keys) => `tem campos que o site não conhece (${keys}): apague-os ou confira a grafia`,
  tooDeep: (max) =>
    `o arquivo tem grupos dentro de grupos demais (mais de ${formatNumber(max)} níveis), o que o painel nunca grava; desfaça a última mudança feita fora do painel`,
  wrong: 'não está certo',
  item: (title, index) => `${title || 'Item'} ${index + 1}`,
  notJson: (line) =>
    `o arquivo não é um JSON válido${line ? ` (o erro está na linha ${formatNumber(line)})` : ''}; desfaça a última mudança feita fora do painel`,
  missingFile: (value) => `usa ${value}, que não está na pasta de fotos (public/photos/): envie a foto de novo pelo painel ou escolha outra`,
};

/** A project or a testimonial with the file it came from (its slug names it in links and keys). */
export type Entry<T> = T & { slug: string };

export type CompanyContent = {
  identity: Identity;
  company: Company;
  figures: Figures;
  rating: RatingData;
  brands: Brands;
  credentials: Credentials;
  team: Team;
  rental: RentalData;
  tariff: TariffData;
  faq: FaqData;
  serviceArea: ServiceArea;
  pictures: Pictures;
  projects: Entry<ProjectData>[];
  testimonials: Entry<TestimonialData>[];
};

/** A value the schema refuses, with the file it is in (relative to the project's folder). */
export type ContentProblem = { file: string; message: string };

export class ContentError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super(
      `O conteúdo da empresa tem ${problems.length} ${problems.length === 1 ? 'problema' : 'problemas'} (corrija no painel /admin ou no arquivo):\n` +
        problems.map((problem) => `  - ${problem.message}`).join('\n'),
    );
    this.name = 'ContentError';
  }
}

/**
 * Everything the company edits, checked; `root` is the project's folder (a test passes a copy).
 * With `publicDir` (the build's first step, scripts/operator/cms.mjs check), every photo a field names by
 * its site path (/photos/a.jpg) must also be a file there that scripts/build/photos.mjs takes: a file, not
 * a folder, whose name does not start with a dot (it skips hidden files).
 */
export function readCompanyContent(
  root = process.cwd(),
  { publicDir, onWarning }: { publicDir?: string; onWarning?: (message: string) => void } = {},
): CompanyContent {
  const problems: ContentProblem[] = [];
  /**
   * Checks one file. Anything the check did not foresee still names the file: the build stops with
   * the file to undo, never with a bare exception.
   */
  const check = <S extends Parameters<typeof checkData>[0]>(schema: S, file: string, where: string | ((json: unknown) => string)) => {
    let result: ReturnType<typeof checkData<S>>;
    try {
      result = checkData(schema, readFileSync(join(root, file), 'utf8'), where, CHECK_WORDS);
    } catch (error) {
      const named = typeof where === 'string' ? where : where(undefined);
      result = {
        ok: false,
        problems: [
          `${named}: o arquivo não pôde ser conferido (${error instanceof Error ? error.message : String(error)}); desfaça a última mudança feita fora do painel`,
        ],
      };
    }
    if (result.ok) result.warnings.forEach((message) => onWarning?.(message));
    else problems.push(...result.problems.map((message) => ({ file, message })));
    return result;
  };
  const photoExists = (src: string) => {
    if (publicDir === undefined) return true;
    if (basename(src).startsWith('.')) return false;
    try {
      return statSync(join(publicDir, src)).isFile();
    } catch {
      return false;
    }
  };
  const single: Record<string, unknown> = {};
  for (const { name, label, file, schema } of CONTENT_FILES) {
    const path = join(root, file);
    if (!existsSync(path)) {
      problems.push({ file, message: `${label} (${file}): o arquivo não existe` });
      continue;
    }
    const result = check(schema, file, `${label} (${file})`);
    if (result.ok) {
      single[name] = result.data;
      problems.push(...checkFiles(schema, result.data, `${label} (${file})`, photoExists, CHECK_WORDS).map((message) => ({ file, message })));
    }
  }
  const folders: Record<string, unknown[]> = {};
  for (const { name, entry, folder, schema, identifier } of CONTENT_FOLDERS) {
    const dir = join(root, folder);
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file.endsWith('.json'))
          .sort()
      : [];
    folders[name] = files.flatMap((file, index) => {
      // Named as the CMS lists it: by its number and its title (or name), once the file parses.
      const where = (json: unknown) => {
        const value = json && typeof json === 'object' ? (json as Record<string, unknown>)[identifier] : undefined;
        const named = typeof value === 'string' && value.trim() ? ` '${value.trim()}'` : '';
        return `${entry} ${index + 1}${named} (${folder}/${file})`;
      };
      const result = check(schema, `${folder}/${file}`, where);
      if (!result.ok) return [];
      problems.push(
        ...checkFiles(schema, result.data, where(result.data), photoExists, CHECK_WORDS).map((message) => ({ file: `${folder}/${file}`, message })),
      );
      return [{ ...result.data, slug: file.replace(/\.json$/, '') }];
    });
  }
  if (problems.length > 0) throw new ContentError(problems);
  return { ...single, ...folders } as CompanyContent;
}

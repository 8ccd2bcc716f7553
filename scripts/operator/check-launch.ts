// `npm run check:launch`: is content/ ready to go live? It reads the company's content the way the
// build does (content/company/read.ts: every value its schema refuses is an invalid value), lists
// every placeholder still in content/ (the values content/company/placeholders.ts registers, each
// with its file and line), the facts a production build refuses (a saving without its connection
// date, a photo that is not in public/, a date in the future), and the slots still empty, each
// named as the CMS at /admin names it ("Depoimentos", "Projetos › 'Residência em Londrina'").
// Placeholders and invalid values fail it; empty slots only warn, because an empty slot hides
// its section, which is honest, while a made-up one would not be.
// The CLI is scripts/operator/check-launch.cli.ts; this module is the logic, tested on its own.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Placeholder } from '../../content/company/placeholders';
import { DATED_FACTS, monthsOld } from '../../content/dated-facts';
import { ContentError, readCompanyContent, type CompanyContent } from '../../content/company/read';
import { isRentalBasisRecorded, isSaving, RENTAL_BASIS_FIELDS, tariffSchema } from '../../content/company/schema';
import { firstHandCities, isDrawnExample } from '../../lib/content/first-hand';
import { signInLaunchProblems } from './check-launch-sign-in';

export type Location = { file: string; line: number };
export type PlaceholderFinding = Location & { fact: string; value: string };
export type Problem = Location & { message: string };

export type LaunchReport = {
  placeholders: PlaceholderFinding[];
  /** Values that are not placeholders but cannot be right. */
  invalid: Problem[];
  /** Slots the company has not filled yet: a warning, since their sections stay hidden. */
  emptySlots: Problem[];
  /** Dated facts older than their tolerance (content/dated-facts.ts, and the Copel tariff's date): a warning, found by today's date. */
  staleFacts: Problem[];
  /**
   * The city pages, a warning: served cities whose page stays out of search engines' index (no office,
   * project or testimonial of the company there yet), and work recorded in a city the area does not list.
   */
  cityPages: Problem[];
  /** What keeps the CMS's sign-in from working, read from the build's environment: a warning (the site itself works). */
  signIn: string[];
};

/** The facts of content/dated-facts.ts older than their tolerance at `today`. */
function staleFacts(root: string, today: Date): Problem[] {
  const file = 'content/dated-facts.ts';
  return Object.entries(DATED_FACTS)
    .filter(([, fact]) => monthsOld(fact, today) > fact.staleAfterMonths)
    .map(([key, fact]) => ({
      file,
      line: lineOf(root, file, `${key}: {`),
      message: `${fact.fact}: de ${String(fact.month).padStart(2, '0')}/${fact.year}, ${monthsOld(fact, today)} meses (tolerância de ${fact.staleAfterMonths}); atualize pela fonte: ${fact.source}`,
    }));
}

/** Months the Copel tariff may be in force before check:launch warns: a year between adjustments, and one month to copy the new one. */
export const TARIFF_STALE_AFTER_MONTHS = 13;
const TARIFF_FILE = 'content/company/tariff.json';

/** The Copel tariff (content/company/tariff.json) when its effective date is older than TARIFF_STALE_AFTER_MONTHS at `today`. */
function staleTariff(content: CompanyContent, root: string, today: Date): Problem[] {
  const [year, month, day] = content.tariff.effectiveFrom.split('-').map(Number) as [number, number, number];
  const months = (today.getUTCFullYear() - year) * 12 + (today.getUTCMonth() + 1 - month) - (today.getUTCDate() < day ? 1 : 0);
  if (months <= TARIFF_STALE_AFTER_MONTHS) return [];
  const date = `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
  return [
    {
      file: TARIFF_FILE,
      line: lineOf(root, TARIFF_FILE, '"effectiveFrom"'),
      message:
        `Tarifa da Copel: em vigor desde ${date}, há ${months} meses (mais de ${TARIFF_STALE_AFTER_MONTHS}), e o simulador mostra essa data; ` +
        'copie os valores do reajuste mais recente (resolução homologatória da ANEEL e fatura da Copel) no painel /admin, tela “Tarifa da Copel”',
    },
  ];
}

// ------------------------------------------------------------------- the content tree

type SourceFile = { path: string; lines: string[] };

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sourceFiles(path);
      return /\.(ts|tsx|json)$/.test(name) ? [{ path, lines: readFileSync(path, 'utf8').split('\n') }] : [];
    });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function placeholderPattern(placeholder: Placeholder): RegExp {
  const value = escapeRegExp(placeholder.value);
  return placeholder.wholeString ? new RegExp(`(?<=(['"\`]))${value}(?=\\1)`, 'g') : new RegExp(value, 'g');
}

/** Every registered placeholder on every line; a value inside a longer one on the same spot counts once, as the longer. */
function findPlaceholders(files: SourceFile[], placeholders: readonly Placeholder[], root: string): PlaceholderFinding[] {
  const findings: PlaceholderFinding[] = [];
  for (const file of files) {
    file.lines.forEach((text, index) => {
      const matches = placeholders.flatMap((placeholder) =>
        [...text.matchAll(placeholderPattern(placeholder))].map((match) => ({ placeholder, start: match.index, end: match.index + placeholder.value.length })),
      );
      for (const match of matches) {
        const inside = matches.some(
          (other) => other !== match && other.start <= match.start && other.end >= match.end && other.end - other.start > match.end - match.start,
        );
        if (!inside) findings.push({ file: relative(root, file.path), line: index + 1, fact: match.placeholder.fact, value: match.placeholder.value });
      }
    });
  }
  return findings;
}

/** The line of a file that holds `text` (its first occurrence), or 1. */
function lineOf(root: string, file: string, text: string): number {
  const path = join(root, file);
  if (!existsSync(path) || statSync(path).isDirectory()) return 1;
  const index = readFileSync(path, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text));
  return index + 1 || 1;
}

const PROJECTS = 'content/company/projects';
const TESTIMONIALS = 'content/company/testimonials';
const RENTAL = 'content/company/rental.json';
const SERVICE_AREA = 'content/company/service-area.json';

/** What a production build refuses although the schema lets it through (it cannot see files or the calendar). */
function factProblems(content: CompanyContent, root: string, publicDir: string, today: Date): Problem[] {
  const problems: Problem[] = [];
  const at = (file: string, text: string, message: string) => problems.push({ file, line: lineOf(root, file, text), message });
  const missing = (src: string) => !existsSync(join(publicDir, src));
  const future = (date: string) => Date.parse(`${date}T00:00:00Z`) > today.getTime();

  for (const project of content.projects) {
    const file = `${PROJECTS}/${project.slug}.json`;
    const name = `Projetos › '${project.title}'`;
    // A payback depends on the year of connection as much as a saving does.
    if (!project.connected) {
      at(file, '"saving"', `${name}: ${isSaving(project) ? 'a economia' : 'o retorno'} precisa de 'Ligação na Copel' (mês e ano; desde 2023 há Fio B)`);
    }
    for (const photo of project.photos ?? []) if (missing(photo.src)) at(file, photo.src, `${name} › Fotos: ${photo.src} não está em public/photos/`);
    if (project.connected) {
      const { month, year } = project.connected;
      if (year * 12 + month > today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) {
        at(file, '"connected"', `${name}: a 'Ligação na Copel' (${month}/${year}) está no futuro`);
      }
    }
  }
  // A testimonial's date after today is refused by every build already (its schema), not only at launch.
  if (content.rating.readOn && future(content.rating.readOn)) {
    at('content/company/rating.json', content.rating.readOn, `Nota no Google: 'Consultada em' ${content.rating.readOn} está no futuro`);
  }
  for (const brand of content.brands.brands) {
    if (brand.logo && missing(brand.logo))
      at('content/company/brands.json', brand.logo, `Marcas de equipamentos › '${brand.name}': ${brand.logo} não está em public/photos/`);
  }
  for (const member of content.team.members) {
    if (member.photo && missing(member.photo.src))
      at('content/company/team.json', member.photo.src, `Equipe › '${member.name}': ${member.photo.src} não está em public/photos/`);
  }
  // An offer where the company builds, rents and operates a plant the investor owns may be a
  // collective investment contract: the 1,88 % goes live only with the basis the company relies on.
  const rental = content.rental;
  if (!isRentalBasisRecorded(rental)) {
    at(
      RENTAL,
      '{',
      `Aluguel de usinas › Base legal: vazia. O cartão do aluguel de usinas mostra a média de 1,88% ao mês, e uma oferta em que a empresa ` +
        `constrói, aluga e opera a usina do investidor pode ser um contrato de investimento coletivo (Lei 6.385/1976, art. 2º, IX). ` +
        `Preencha no painel a tela 'Aluguel de usinas: base legal' (${RENTAL_BASIS_FIELDS.map((field) => `'${field}'`).join(', ')}) ` +
        `com o parecer jurídico, o registro ou a dispensa da CVM em que a empresa se apoia`,
    );
  } else if (future(rental.date)) {
    at(RENTAL, rental.date, `Aluguel de usinas › Base legal: a 'Data' ${rental.date} está no futuro`);
  }
  // Each municipality of the list gets a page that says the company serves it: the development
  // build's list is a suggestion (content/company/schema.ts), and only the company can confirm it.
  if (!content.serviceArea.confirmed) {
    at(
      SERVICE_AREA,
      '"confirmed"',
      `Área atendida: a lista de ${content.serviceArea.municipalities.length} municípios ainda não foi conferida. Cada município da lista ganha uma página ` +
        `que diz que a empresa o atende; a lista inicial é uma sugestão (as sedes a até 40 km em linha reta da matriz ou da filial, e Maringá). ` +
        `Confira a lista no painel, tela 'Área atendida', e marque 'Lista conferida pela empresa'`,
    );
  }
  return problems;
}

/** The slots still empty, as the CMS names them: each hides its section until the company fills it. */
function emptySlots(content: CompanyContent, root: string): Problem[] {
  const slots: Problem[] = [];
  const slot = (file: string, message: string, text = '{') => slots.push({ file, line: lineOf(root, file, text), message });
  if (content.testimonials.length === 0) slot(TESTIMONIALS, 'Depoimentos: nenhum ainda (a página inicial não mostra a seção de depoimentos)');
  if (content.rating.value === undefined) slot('content/company/rating.json', 'Nota no Google: vazia (a nota não aparece)');
  if (content.brands.brands.length === 0) slot('content/company/brands.json', 'Marcas de equipamentos: nenhuma ainda (sem a seção de marcas)', '"brands"');
  if (content.credentials.credentials.length === 0) {
    slot('content/company/credentials.json', 'Responsabilidade técnica: nenhum registro ainda (CREA-PR do responsável técnico; sem a seção)', '"credentials"');
  }
  if (content.team.members.length === 0) slot('content/company/team.json', 'Equipe: ninguém ainda (sem a seção da equipe)', '"members"');
  if (content.company.openingHours.length === 0) {
    slot('content/company/company.json', 'Dados da empresa › Horário de atendimento: vazio (o site não diz quando atende)', '"openingHours"');
  }
  // A class whose TE and TUSD are still B1's: the simulator says so beside its tariff, until the company copies its own.
  for (const key of ['b2', 'b3'] as const) {
    if (content.tariff[key].origin !== 'mesmos-da-b1') continue;
    const title = tariffSchema.shape[key].meta()?.title as string;
    slot(TARIFF_FILE, `Tarifa da Copel › ${title}: com os valores da B1 até a empresa informar os da classe (o simulador avisa o visitante)`, `"${key}"`);
  }
  for (const project of content.projects) {
    if (isSaving(project) && project.saving.billBeforeBRL === undefined) {
      slot(`${PROJECTS}/${project.slug}.json`, `Projetos › '${project.title}': sem 'Conta antes (R$)', a conta de onde veio a economia`, '"saving"');
    }
  }
  return slots;
}

/**
 * What the city pages say of the service area, against the company's own work (lib/content/first-hand.ts):
 * a served city without first-hand work gets a page that search engines are not offered, and a project or
 * testimonial in a municipality the area does not list contradicts it.
 */
function cityPages(content: CompanyContent, root: string, placeholders: readonly Placeholder[]): Problem[] {
  const work = { offices: content.company.sites, projects: content.projects, testimonials: content.testimonials };
  const proven = firstHandCities(work, (value) => placeholders.some((placeholder) => placeholder.value === value));
  const served = new Set(content.serviceArea.municipalities);
  const problems: Problem[] = [];
  const waiting = content.serviceArea.municipalities.filter((city) => !proven.has(city));
  if (waiting.length) {
    problems.push({
      file: SERVICE_AREA,
      line: lineOf(root, SERVICE_AREA, '"municipalities"'),
      message:
        `Área atendida: ${waiting.length} de ${served.size} cidades ainda sem unidade (com endereço real), projeto com foto ou depoimento da empresa (${waiting.join(', ')}). ` +
        'A página de cada uma existe para visitantes e anúncios, mas fica fora do índice dos buscadores e do sitemap até a empresa cadastrar um projeto ou depoimento de lá',
    });
  }
  for (const project of content.projects.filter((item) => !isDrawnExample(item) && !served.has(item.city))) {
    const file = `${PROJECTS}/${project.slug}.json`;
    problems.push({
      file,
      line: lineOf(root, file, '"city"'),
      message: `Projetos › '${project.title}': ${project.city} não está na 'Área atendida'. Inclua a cidade na lista (ela ganha uma página) ou corrija a cidade do projeto`,
    });
  }
  for (const testimonial of content.testimonials.filter((item) => !served.has(item.city))) {
    const file = `${TESTIMONIALS}/${testimonial.slug}.json`;
    problems.push({
      file,
      line: lineOf(root, file, '"city"'),
      message: `Depoimentos › '${testimonial.name}': ${testimonial.city} não está na 'Área atendida'. Inclua a cidade na lista ou corrija a cidade do depoimento`,
    });
  }
  return problems;
}

/**
 * Checks the project in `root`: its content/company/ data, every file of content/ for placeholders,
 * and, given the build's environment (`env`), the settings the CMS's sign-in needs.
 */
export async function checkLaunch(
  root: string,
  options: { publicDir?: string; today?: Date; env?: Readonly<Record<string, string | undefined>> } = {},
): Promise<LaunchReport> {
  const publicDir = options.publicDir ?? join(root, 'public');
  const today = options.today ?? new Date();
  const contentDir = join(root, 'content');
  const registryPath = join(contentDir, 'company', 'placeholders.ts');
  const { PLACEHOLDERS } = (await import(registryPath)) as { PLACEHOLDERS: readonly Placeholder[] };

  const files = sourceFiles(contentDir).filter((file) => file.path !== registryPath);
  const placeholders = findPlaceholders(files, PLACEHOLDERS, root);

  let content: CompanyContent;
  try {
    content = readCompanyContent(root);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    // What the schema refuses comes first: the rest cannot be read until it is mended.
    const invalid = error.problems.map((problem) => ({ file: problem.file, line: 1, message: problem.message }));
    return {
      placeholders,
      invalid,
      emptySlots: [],
      staleFacts: staleFacts(root, today),
      cityPages: [],
      signIn: options.env ? signInLaunchProblems(options.env) : [],
    };
  }
  return {
    placeholders,
    invalid: factProblems(content, root, publicDir, today),
    emptySlots: emptySlots(content, root),
    staleFacts: [...staleTariff(content, root, today), ...staleFacts(root, today)],
    cityPages: cityPages(content, root, PLACEHOLDERS),
    signIn: options.env ? signInLaunchProblems(options.env, content.company.url) : [],
  };
}

/** Whether the site may go live: no placeholder and no invalid value (empty slots are allowed). */
export function readyForLaunch(report: LaunchReport): boolean {
  return report.placeholders.length === 0 && report.invalid.length === 0;
}

const where = ({ file, line }: Location) => `${file}:${line}`;

export function formatReport(report: LaunchReport): string {
  const width =
    Math.max(
      0,
      ...[...report.placeholders, ...report.invalid, ...report.emptySlots, ...report.staleFacts, ...report.cityPages].map((item) => where(item).length),
    ) + 2;
  const row = (item: Location, text: string) => `  ${where(item).padEnd(width)}${text}`;
  const lines: string[] = [];
  if (report.placeholders.length) {
    lines.push(
      `Placeholders to replace (${report.placeholders.length}): the company's real facts go there, in the CMS (/admin) or the file named; see content/company/placeholders.ts`,
    );
    lines.push(...report.placeholders.map((p) => row(p, `${p.fact}: ${p.value}`)), '');
  }
  if (report.invalid.length) lines.push(`Invalid values (${report.invalid.length}):`, ...report.invalid.map((p) => row(p, p.message)), '');
  if (report.emptySlots.length) {
    lines.push(`Empty slots (${report.emptySlots.length}), a warning: their sections stay hidden until the company fills them, never with made-up data`);
    lines.push(...report.emptySlots.map((p) => row(p, p.message)), '');
  }
  if (report.staleFacts.length) {
    lines.push(`Stale facts (${report.staleFacts.length}), a warning: a visitor reads their date; update them from their source`);
    lines.push(...report.staleFacts.map((p) => row(p, p.message)), '');
  }
  if (report.cityPages.length) {
    lines.push(`City pages (${report.cityPages.length}), a warning: pages left out of search engines' index, and work outside the service area`);
    lines.push(...report.cityPages.map((p) => row(p, p.message)), '');
  }
  if (report.signIn.length) {
    lines.push("The CMS's sign-in, a warning: the site works, but no one can sign in at /admin to edit it");
    lines.push(...report.signIn.map((message) => `  ${message}`), '');
  }
  lines.push(
    readyForLaunch(report)
      ? `Ready for launch: no placeholder and no invalid value${report.emptySlots.length ? ` (${report.emptySlots.length} slots empty)` : ''}.`
      : `Not ready for launch: ${report.placeholders.length} placeholders and ${report.invalid.length} invalid values.`,
  );
  return lines.join('\n');
}

/**
 * The Markdown table of docs/before-going-live.md: every placeholder and empty slot, with its file.
 * Not the stale facts nor the sign-in: they depend on the day and on the environment it is printed in, and the doc's test must not fail on either.
 */
export function formatMarkdown(report: LaunchReport): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = [
    ...report.placeholders.map((p) => `| placeholder | ${cell(p.fact)} | \`${cell(p.value)}\` | \`${where(p)}\` |`),
    ...report.invalid.map((p) => `| invalid | ${cell(p.message)} | | \`${where(p)}\` |`),
    ...report.emptySlots.map((p) => `| empty slot | ${cell(p.message)} | | \`${where(p)}\` |`),
  ];
  return ['| kind | what | value now | where |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** The command line: `--if-production` runs only when SITE_ENV=production (the build's hook); `--markdown` prints the table. */
export async function main(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
  root = join(__dirname, '..', '..'),
): Promise<number> {
  if (args.includes('--if-production') && env.SITE_ENV !== 'production') return 0;
  const report = await checkLaunch(root, { env });
  if (args.includes('--markdown')) {
    console.log(formatMarkdown(report));
    return 0;
  }
  const ok = readyForLaunch(report);
  (ok ? console.log : console.error)(`check:launch${env.SITE_ENV === 'production' ? ' (SITE_ENV=production)' : ''}\n\n${formatReport(report)}`);
  return ok ? 0 : 1;
}

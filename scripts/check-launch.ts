// `npm run check:launch`: is content/ ready to go live? It lists every placeholder still
// in content/ (the values content/company/placeholders.ts registers, each with its file and line),
// checks the facts a visitor can verify (the CNPJ's check digits, the phones' area codes,
// the e-mails and the URL) and lists the proof slots of content/company/proof.ts still empty.
// Placeholders and invalid values fail it; empty proof slots only warn, because an empty
// slot hides its section, which is honest, while a made-up one would not be.
// The CLI is scripts/check-launch.cli.ts; this module is the logic, tested on its own.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseBrPhone } from '../components/contact/phone';
import type { Placeholder } from '../content/company/placeholders';
import type { Proof } from '../content/company/proof';

type PhoneFact = { e164: string; display: string };

/** What the check reads from a content tree's site.ts (content/company/site.ts has all of it). */
export type SiteFacts = {
  cnpj: string;
  url: string;
  email: string;
  mainPhone: PhoneFact;
  whatsapp: { phone: PhoneFact };
  sites: readonly { label: string; city: string; phone: PhoneFact }[];
  dpo: { name: string; email: string };
};

export type Location = { file: string; line: number };
export type PlaceholderFinding = Location & { fact: string; value: string };
export type Problem = Location & { message: string };

export type LaunchReport = {
  placeholders: PlaceholderFinding[];
  /** Values that are not placeholders but cannot be right. */
  invalid: Problem[];
  /** Proof slots still empty: warnings. */
  emptySlots: Problem[];
};

// ---------------------------------------------------------------------------- CNPJ

const CNPJ_MASK = /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/;

/**
 * The two check digits of a CNPJ's first 12 characters (modulo 11, weights 2 to 9 from
 * the right). Letters count as their character code minus 48, the rule of the
 * alphanumeric CNPJ (Receita Federal, IN RFB nº 2.229/2024); digits are unchanged by it.
 */
export function cnpjCheckDigits(base: string): string {
  const digit = (chars: string) => {
    const sum = [...chars].reverse().reduce((total, char, index) => total + (char.charCodeAt(0) - 48) * ((index % 8) + 2), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  return `${first}${digit(`${base}${first}`)}`;
}

/** Why a CNPJ written as 'XX.XXX.XXX/XXXX-DD' is wrong, or null when it is valid. */
export function cnpjProblem(cnpj: string): string | null {
  if (!CNPJ_MASK.test(cnpj)) return `CNPJ ${cnpj}: write it as XX.XXX.XXX/XXXX-XX (digits, or capital letters before the check digits)`;
  const chars = cnpj.replace(/[./-]/g, '');
  if (/^(.)\1*$/.test(chars)) return `CNPJ ${cnpj}: a repeated character is not a CNPJ`;
  const expected = cnpjCheckDigits(chars.slice(0, 12));
  if (chars.slice(12) !== expected) return `CNPJ ${cnpj}: wrong check digits, ${chars.slice(0, 12)} must end in ${expected}`;
  return null;
}

// -------------------------------------------------------------------------- phones

const PHONE_ERRORS: Record<string, string> = {
  required: 'empty',
  invalid: 'not a Brazilian number with area code',
  foreign: 'not a Brazilian (+55) number',
  mobile: 'a mobile number has 9 digits after the area code, starting with 9',
};

/** Why a phone of content/ is wrong, or null: a real area code (DDD), and both forms one number. */
export function phoneProblem(label: string, phone: PhoneFact): string | null {
  const parsed = parseBrPhone(phone.e164);
  if (!parsed.ok) {
    const why = parsed.error === 'area' ? `area code (DDD) ${parsed.areaCode} does not exist in Brazil` : PHONE_ERRORS[parsed.error];
    return `${label} ${phone.e164}: ${why}`;
  }
  if (parsed.e164 !== phone.e164) return `${label} ${phone.e164}: write it in E.164, ${parsed.e164}`;
  const shown = parseBrPhone(phone.display);
  if (!shown.ok || shown.e164 !== phone.e164) return `${label}: ${phone.display} (as written) is not the same number as ${phone.e164}`;
  return null;
}

// ---------------------------------------------------------------------------- proof

const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};
const blank = (value: string | undefined) => !value?.trim();

/** What is wrong with the filled proof slots: each item must be whole, dated and checkable. */
export function proofProblems(proof: Proof, publicDir: string, today = new Date()): string[] {
  const problems: string[] = [];
  const future = (date: string) => Date.parse(`${date}T00:00:00Z`) > today.getTime();
  proof.testimonials.forEach((t, i) => {
    const name = `testimonial ${i + 1}${t.name ? ` (${t.name})` : ''}`;
    if (blank(t.name) || blank(t.city) || blank(t.text)) problems.push(`${name}: name, city and text are all required`);
    if (!isDate(t.date) || future(t.date)) problems.push(`${name}: date ${t.date} is not a past date as YYYY-MM-DD`);
    if (t.system && !(t.system.kWp > 0)) problems.push(`${name}: the system's kWp must be a positive number`);
  });
  proof.brands.forEach((b, i) => {
    if (blank(b.name) || blank(b.what)) problems.push(`brand ${i + 1}: name and what it supplies are required`);
    if (b.logo && !existsSync(join(publicDir, b.logo.src))) problems.push(`brand ${b.name}: logo ${b.logo.src} is not in public/`);
  });
  proof.credentials.forEach((c, i) => {
    if (blank(c.title) || blank(c.number) || blank(c.holder)) problems.push(`credential ${i + 1}: title, number and holder are required`);
    if (c.url !== undefined && !isHttps(c.url)) problems.push(`credential ${c.title}: ${c.url} is not an https address`);
  });
  const rating = proof.googleRating;
  if (rating) {
    if (!(rating.value >= 1 && rating.value <= 5)) problems.push(`Google rating: ${rating.value} is not between 1 and 5`);
    if (!Number.isInteger(rating.count) || rating.count < 1) problems.push(`Google rating: ${rating.count} reviews is not a positive whole number`);
    if (!isHttps(rating.url)) problems.push(`Google rating: ${rating.url} is not an https address`);
    if (!isDate(rating.readOn) || future(rating.readOn)) problems.push(`Google rating: read on ${rating.readOn} is not a past date as YYYY-MM-DD`);
  }
  return problems;
}

// ------------------------------------------------------------------- the content tree

type SourceFile = { path: string; lines: string[] };

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(name) ? [{ path, lines: readFileSync(path, 'utf8').split('\n') }] : [];
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

/** Where a value is written in the tree (its first occurrence), for a report line. */
function locate(files: SourceFile[], value: string, fallback: string, root: string): Location {
  for (const file of files) {
    const index = file.lines.findIndex((text) => text.includes(value));
    if (index >= 0) return { file: relative(root, file.path), line: index + 1 };
  }
  return { file: relative(root, fallback), line: 1 };
}

const SLOTS: { key: keyof Proof; message: string }[] = [
  { key: 'testimonials', message: 'testimonials: none yet (the home page shows no testimonials section)' },
  { key: 'brands', message: 'equipment brands: none yet (no brands section)' },
  { key: 'credentials', message: 'credentials (CREA registration, ...): none yet (no credentials section)' },
  { key: 'googleRating', message: 'Google rating: not filled (no rating, and no aggregateRating in the JSON-LD)' },
];

/** Checks the content tree in `contentDir`: its company/site.ts, proof.ts and placeholders.ts, and every file for placeholders. */
export async function checkLaunch(contentDir: string, options: { root?: string; publicDir?: string; today?: Date } = {}): Promise<LaunchReport> {
  const root = options.root ?? join(contentDir, '..');
  const publicDir = options.publicDir ?? join(root, 'public');
  const company = join(contentDir, 'company');
  const registryPath = join(company, 'placeholders.ts');
  const { PLACEHOLDERS } = (await import(registryPath)) as { PLACEHOLDERS: readonly Placeholder[] };
  const { site } = (await import(join(company, 'site.ts'))) as { site: SiteFacts };
  const { proof } = (await import(join(company, 'proof.ts'))) as { proof: Proof };

  const files = sourceFiles(contentDir).filter((file) => file.path !== registryPath);
  const placeholders = findPlaceholders(files, PLACEHOLDERS, root);
  const isPlaceholder = (value: string) => PLACEHOLDERS.some((p) => p.value === value);
  const siteFile = join(company, 'site.ts');
  const at = (value: string) => locate(files, value, siteFile, root);

  const invalid: Problem[] = [];
  const report = (value: string, message: string | null) => {
    if (message && !isPlaceholder(value)) invalid.push({ ...at(value), message });
  };
  report(site.cnpj, cnpjProblem(site.cnpj));
  const phones: [string, PhoneFact][] = [
    ['main office phone', site.mainPhone],
    ['WhatsApp number', site.whatsapp.phone],
    ...site.sites.map((place): [string, PhoneFact] => [`${place.label} ${place.city} phone`, place.phone]),
  ];
  for (const [label, phone] of phones) report(phone.e164, phoneProblem(label, phone));
  for (const [label, email] of [
    ['contact e-mail', site.email],
    ['data-protection officer e-mail', site.dpo.email],
  ] as const) {
    report(email, /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email) ? null : `${label} ${email}: not an e-mail address`);
  }
  report(site.url, isHttps(site.url) && !site.url.endsWith('/') ? null : `site URL ${site.url}: an https address without a trailing slash`);

  const proofFile = join(company, 'proof.ts');
  const proofLines = readFileSync(proofFile, 'utf8').split('\n');
  const start = proofLines.findIndex((text) => /export const proof\b/.test(text));
  const slotLine = (key: string) => {
    const index = proofLines.findIndex((text, i) => i > start && new RegExp(`^\\s*${key}:`).test(text));
    return (index >= 0 ? index : Math.max(start, 0)) + 1;
  };
  for (const message of proofProblems(proof, publicDir, options.today)) invalid.push({ file: relative(root, proofFile), line: start + 1, message });
  const emptySlots = SLOTS.filter(({ key }) => {
    const slot = proof[key];
    return slot === null || (Array.isArray(slot) && slot.length === 0);
  }).map(({ key, message }) => ({ file: relative(root, proofFile), line: slotLine(key), message }));

  return { placeholders, invalid, emptySlots };
}

/** Whether the site may go live: no placeholder and no invalid value (empty slots are allowed). */
export function readyForLaunch(report: LaunchReport): boolean {
  return report.placeholders.length === 0 && report.invalid.length === 0;
}

const where = ({ file, line }: Location) => `${file}:${line}`;

export function formatReport(report: LaunchReport): string {
  const width = Math.max(0, ...[...report.placeholders, ...report.invalid, ...report.emptySlots].map((item) => where(item).length)) + 2;
  const row = (item: Location, text: string) => `  ${where(item).padEnd(width)}${text}`;
  const lines: string[] = [];
  if (report.placeholders.length) {
    lines.push(`Placeholders to replace (${report.placeholders.length}): the company's real facts go there, see content/company/placeholders.ts`);
    lines.push(...report.placeholders.map((p) => row(p, `${p.fact}: ${p.value}`)), '');
  }
  if (report.invalid.length) lines.push(`Invalid values (${report.invalid.length}):`, ...report.invalid.map((p) => row(p, p.message)), '');
  if (report.emptySlots.length) {
    lines.push(
      `Empty proof slots (${report.emptySlots.length}), a warning: their home sections stay hidden until the company fills them, never with made-up data`,
    );
    lines.push(...report.emptySlots.map((p) => row(p, p.message)), '');
  }
  lines.push(
    readyForLaunch(report)
      ? `Ready for launch: no placeholder and no invalid value${report.emptySlots.length ? ` (${report.emptySlots.length} proof slots empty)` : ''}.`
      : `Not ready for launch: ${report.placeholders.length} placeholders and ${report.invalid.length} invalid values.`,
  );
  return lines.join('\n');
}

/** The Markdown table of docs/before-going-live.md: every placeholder and empty slot, with its file. */
export function formatMarkdown(report: LaunchReport): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = [
    ...report.placeholders.map((p) => `| placeholder | ${cell(p.fact)} | \`${cell(p.value)}\` | \`${where(p)}\` |`),
    ...report.invalid.map((p) => `| invalid | ${cell(p.message)} | | \`${where(p)}\` |`),
    ...report.emptySlots.map((p) => `| empty proof slot | ${cell(p.message)} | | \`${where(p)}\` |`),
  ];
  return ['| kind | what | value now | where |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** The command line: `--if-production` runs only when SITE_ENV=production (the build's hook); `--markdown` prints the table. */
export async function main(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
  root = join(__dirname, '..'),
): Promise<number> {
  if (args.includes('--if-production') && env.SITE_ENV !== 'production') return 0;
  const report = await checkLaunch(join(root, 'content'), { root });
  if (args.includes('--markdown')) {
    console.log(formatMarkdown(report));
    return 0;
  }
  const ok = readyForLaunch(report);
  (ok ? console.log : console.error)(`check:launch${env.SITE_ENV === 'production' ? ' (SITE_ENV=production)' : ''}\n\n${formatReport(report)}`);
  return ok ? 0 : 1;
}

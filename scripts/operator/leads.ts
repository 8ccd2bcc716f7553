// `npm run leads -- <command>`: the lead inbox's database for the company, without a developer
// (docs/leads.md#reading-and-exporting-leads). Each command runs `wrangler d1` against the local
// database (`npm start`'s) or, with --remote, the one on Cloudflare (after `npx wrangler login`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseBrPhone } from '@/lib/phone/phone';
import { channelsCopy, LEAD_RETENTION_DAYS_DEFAULT, notifyProblemCopy } from '@/content/contact/inbox';
import { exportWords } from '@/content/contact/inbox-words';
import { channelsTable, countChannels, type ChannelRow } from '@/lib/leads/channels';
import { leadsCsv, type LeadRow } from '@/lib/leads/csv';
import { readNotifySettings } from '@/lib/leads/notify';
import { forTerminal, withoutAddresses } from '@/lib/leads/safe-text';
import { readSetting, settingProblems, type SettingsEnv } from '@/lib/leads/settings';
import { readable } from '@/lib/leads/unreadable';

export const DATABASE = 'solarpr-leads';
const ROOT = resolve(__dirname, '..', '..');

const HELP = `Uso: npm run leads -- <comando> [opções]

  migrate                 cria ou atualiza as tabelas (functions/migrations/)
  export [--out ARQUIVO]  grava os contatos em CSV (padrão: leads-AAAA-MM-DD.csv)
         [--desde AAAA-MM-DD] [--spam]   a partir de uma data; --spam: só os do campo oculto
  pending                 lista os contatos cuja notificação não chegou à empresa
  channels [--desde AAAA-MM-DD] [--json]
                          conta os contatos por mês, origem, campanha e página de entrada
  forget --email E | --telefone T [--yes]
                          acha (e, com --yes, apaga) os contatos de uma pessoa (LGPD, art. 18)
  purge [--dias N]        apaga os contatos com mais de N dias (padrão: LEAD_RETENTION_DAYS ou ${LEAD_RETENTION_DAYS_DEFAULT})

  --remote                no banco do Cloudflare (padrão: o banco local de \`npm start\`)
  --persist-to PASTA      outra pasta para o banco local`;

type Options = { remote: boolean; persistTo?: string; flags: Map<string, string | true> };

function parseArgs(args: string[]): { command: string | undefined; options: Options } {
  const flags = new Map<string, string | true>();
  let command: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      command ??= arg;
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = args[i + 1];
    if (inline !== undefined) flags.set(name, inline);
    else if (next !== undefined && !next.startsWith('--') && !['remote', 'yes', 'spam', 'json'].includes(name)) {
      flags.set(name, next);
      i++;
    } else flags.set(name, true);
  }
  const persistTo = flags.get('persist-to');
  return { command, options: { remote: flags.has('remote'), persistTo: typeof persistTo === 'string' ? persistTo : undefined, flags } };
}

function wrangler(args: string[], options: Options): string {
  const where = options.remote ? ['--remote'] : ['--local', ...(options.persistTo ? ['--persist-to', options.persistTo] : [])];
  const run = spawnSync('npx', ['--no-install', 'wrangler', ...args, ...where], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`wrangler ${args.slice(0, 3).join(' ')} falhou:\n${run.stderr || run.stdout}`);
  return run.stdout;
}

/** SQL text literal: the CLI of `wrangler d1 execute` takes no bound parameters. */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

export function query<T>(sql: string, options: Options): T[] {
  const out = wrangler(['d1', 'execute', DATABASE, '--json', '--command', sql], options);
  const results = JSON.parse(out.slice(out.indexOf('['))) as { results?: T[] }[];
  return results.flatMap((result) => result.results ?? []);
}

function text(options: Options, name: string): string | undefined {
  const value = options.flags.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** The WHERE clause for one person: by e-mail (any case) or by phone (any way of writing it). */
function personFilter(options: Options): string {
  const email = text(options, 'email')?.trim();
  const phoneInput = text(options, 'telefone') ?? text(options, 'phone');
  const conditions: string[] = [];
  if (email) conditions.push(`lower(email) = lower(${literal(email)})`);
  if (phoneInput) {
    const phone = parseBrPhone(phoneInput);
    if (!phone.ok) throw new Error(`Telefone inválido: ${phoneInput}`);
    conditions.push(`phone = ${literal(phone.e164)}`);
  }
  if (!conditions.length) throw new Error('Informe --email ou --telefone da pessoa.');
  return conditions.join(' OR ');
}

const day = (value: string) => {
  if (!/^\d{4}-\d\d-\d\d$/.test(value)) throw new Error(`Data inválida: ${value} (use AAAA-MM-DD)`);
  return value;
};

/** `KEY=value` lines, as wrangler reads .dev.vars and .env (comments, quotes, `export`). */
function parseVars(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    const [, name, raw] = match as unknown as [string, string, string];
    const quoted = /^(["'`])(.*)\1$/.exec(raw);
    vars[name] = quoted ? quoted[2]! : raw.replace(/\s+#.*$/, '');
  }
  return vars;
}

/**
 * The settings the local server (`npm start`, `wrangler pages dev`) gives the function: .dev.vars,
 * or when there is none .env and .env.local, beside wrangler.jsonc. On Cloudflare they are the
 * project's variables, which this computer cannot read.
 */
function localSettings(root: string): { file: string; vars: Record<string, string> } | null {
  const devVars = join(root, '.dev.vars');
  if (existsSync(devVars)) return { file: '.dev.vars', vars: parseVars(readFileSync(devVars, 'utf8')) };
  const files = ['.env', '.env.local'].filter((file) => existsSync(join(root, file)));
  if (!files.length) return null;
  return { file: files.join(' e '), vars: Object.assign({}, ...files.map((file) => parseVars(readFileSync(join(root, file), 'utf8')))) };
}

/** Says at once when the local notification settings cannot work: by the variable's name, never its value. */
function checkSettings(root: string): void {
  const settings = localSettings(root);
  if (!settings) return;
  for (const problem of readNotifySettings(settings.vars).problems) console.error(`Atenção (${settings.file}): ${notifyProblemCopy.settings[problem]}`);
  for (const problem of settingProblems(settings.vars, { LEAD_RETENTION_DAYS: LEAD_RETENTION_DAYS_DEFAULT })) {
    console.error(`Atenção (${settings.file}): ${notifyProblemCopy.outOfBounds(problem)}`);
  }
}

export function main(args: string[], { root = ROOT }: { root?: string } = {}): number {
  const { command, options } = parseArgs(args);
  const where = options.remote ? 'no banco do Cloudflare' : 'no banco local';
  if (!options.remote) checkSettings(root);
  switch (command) {
    case 'migrate': {
      process.stdout.write(wrangler(['d1', 'migrations', 'apply', DATABASE], options));
      return 0;
    }
    case 'export': {
      const since = text(options, 'desde');
      const spam = options.flags.has('spam');
      const filter = [`honeypot = ${spam ? 1 : 0}`, ...(since ? [`received_at >= ${literal(day(since))}`] : [])].join(' AND ');
      const rows = query<LeadRow>(`SELECT * FROM leads WHERE ${filter} ORDER BY received_at`, options);
      const file = resolve(text(options, 'out') ?? `leads${spam ? '-spam' : ''}-${new Date().toISOString().slice(0, 10)}.csv`);
      writeFileSync(file, leadsCsv(rows, exportWords));
      console.log(`${rows.length} contato(s) ${where} gravado(s) em ${file}`);
      return 0;
    }
    case 'pending': {
      const rows = query<LeadRow>("SELECT * FROM leads WHERE notify_status IN ('pending', 'failed') ORDER BY received_at", options);
      if (!rows.length) console.log(`Nenhuma notificação pendente ${where}.`);
      for (const row of rows) {
        // Each value read as untrusted: one that cannot be read is marked, and the list goes on.
        const [reference, receivedAt, name, status, attempts, error] = [
          'reference',
          'received_at',
          'name',
          'notify_status',
          'notify_attempts',
          'notify_error',
        ].map((column) => readable(row[column], exportWords.unreadable, (text) => text));
        const shown = withoutAddresses(error!, notifyProblemCopy.omitted, exportWords.ownMessages);
        console.log(forTerminal(`${reference}  ${receivedAt}  ${name}  ${status} (${attempts} tentativa(s)): ${shown}`));
      }
      return 0;
    }
    case 'channels': {
      const since = text(options, 'desde');
      const filter = ['honeypot = 0', ...(since ? [`received_at >= ${literal(day(since))}`] : [])].join(' AND ');
      const rows = query<ChannelRow>(
        `SELECT received_at, utm_source, utm_medium, utm_campaign, landing_page, referrer_host, click_id_type FROM leads WHERE ${filter} ORDER BY received_at`,
        options,
      );
      const counts = countChannels(rows, channelsCopy);
      console.log(options.flags.has('json') ? JSON.stringify(counts, null, 2) : channelsTable(counts, channelsCopy));
      return 0;
    }
    case 'forget': {
      const filter = personFilter(options);
      const rows = query<LeadRow>(`SELECT reference, received_at, name, email, phone FROM leads WHERE ${filter}`, options);
      for (const row of rows) console.log(forTerminal(`${row.reference}  ${row.received_at}  ${row.name}  ${row.email}  ${row.phone}`));
      if (!rows.length) {
        console.log(`Nenhum contato dessa pessoa ${where}.`);
      } else if (options.flags.has('yes')) {
        query(`DELETE FROM leads WHERE ${filter}`, options);
        console.log(`${rows.length} contato(s) apagado(s) ${where}.`);
      } else {
        console.log(`${rows.length} contato(s) encontrado(s). Rode de novo com --yes para apagá-los.`);
      }
      return 0;
    }
    case 'purge': {
      const asked = text(options, 'dias');
      const setting = readSetting(
        asked === undefined ? (process.env as SettingsEnv) : { LEAD_RETENTION_DAYS: asked },
        'LEAD_RETENTION_DAYS',
        LEAD_RETENTION_DAYS_DEFAULT,
      );
      if (setting.problem && asked !== undefined) throw new Error(`--dias precisa ser um número inteiro de ${setting.problem.min} a ${setting.problem.max}.`);
      if (setting.problem) console.error(`Atenção: ${notifyProblemCopy.outOfBounds(setting.problem)}`);
      const days = setting.value;
      const before = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
      const [counted] = query<{ n: number }>(`SELECT COUNT(*) AS n FROM leads WHERE received_at < ${literal(before)}`, options);
      query(`DELETE FROM leads WHERE received_at < ${literal(before)}`, options);
      console.log(`${counted?.n ?? 0} contato(s) com mais de ${days} dias apagado(s) ${where}.`);
      return 0;
    }
    default:
      console.log(HELP);
      return command ? 1 : 0;
  }
}

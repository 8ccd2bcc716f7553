/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LeadRow } from '@/lib/leads/csv';
import type * as Leads from '@/scripts/operator/leads';

// `npm run leads` (scripts/operator/leads.ts) prints rows the company reads in a terminal, and rows stored
// before the inbox cleaned its input may hold anything: here wrangler's `d1 execute` is replaced
// by the rows it would print, and the command's output is read back.

jest.mock('node:child_process', () => ({ spawnSync: jest.fn() }));
const wrangler = spawnSync as unknown as jest.Mock;
// By its file name: '@/scripts/operator/leads' alone is the .mjs launcher, which runs the command.
const { main } = jest.requireActual<typeof Leads>('@/scripts/operator/leads.ts');

const SECRET_URL = 'api.telegram.org/bot123456:AAE-secret-token_xyz/sendMessage?chat_id=42';
const OLD_ROW: Partial<LeadRow> = {
  reference: 'K7M2-9QXD',
  received_at: '2026-11-25T22:03:00.000Z',
  name: 'Maria\u001b]0;Conta paga\u0007\u001b[2J\u001b[31m\u202eavliS',
  email: 'maria@exemplo.com.br',
  phone: '+5543999990000',
  notify_status: 'pending',
  notify_attempts: 1,
  notify_error: `Invalid URL: ${SECRET_URL}`,
};

let root: string;
let printed: string[];
let warned: string[];
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'leads-command-'));
  printed = [];
  warned = [];
  jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void warned.push(args.join(' ')));
  wrangler.mockReset();
  wrangler.mockReturnValue({ status: 0, stdout: JSON.stringify([{ results: [OLD_ROW] }]), stderr: '' });
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  jest.restoreAllMocks();
});

const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('npm run leads prints safely', () => {
  it.each([[['pending']], [['forget', '--email', 'maria@exemplo.com.br']]])('%j: control and bidi characters are shown, not run', (args) => {
    expect(main(args, { root })).toBe(0);
    const out = printed.join('\n');
    expect(out).toContain('K7M2-9QXD');
    expect(out).not.toMatch(UNSAFE);
    expect(out).toContain('Maria\\x1B]0;Conta paga\\x07\\x1B[2J\\x1B[31m\\u202EavliS');
  });

  it('pending: an old notification error is listed without the webhook address it held', () => {
    main(['pending'], { root });
    const out = printed.join('\n');
    for (const part of ['api.telegram', 'bot123456', 'secret', 'chat_id']) expect(out).not.toContain(part);
    expect(out).toContain('Invalid URL: [endereço omitido]');
  });
});

describe('npm run leads checks the notification settings the local server reads', () => {
  it('says at once what is wrong with LEAD_WEBHOOK_FORMAT and LEAD_WEBHOOK_URL, naming the variables, never their values', () => {
    writeFileSync(join(root, '.dev.vars'), `LEAD_WEBHOOK_FORMAT=teams\nLEAD_WEBHOOK_URL="${SECRET_URL}"\n`);
    main(['pending'], { root });
    const said = warned.join('\n');
    expect(said).toContain('LEAD_WEBHOOK_FORMAT');
    expect(said).toContain('LEAD_WEBHOOK_URL');
    for (const part of ['teams', 'api.telegram', 'bot123456', 'secret']) expect(said).not.toContain(part);
  });

  it('says nothing when the settings work, or when there are none', () => {
    main(['pending'], { root });
    writeFileSync(join(root, '.dev.vars'), 'LEAD_WEBHOOK_FORMAT=Slack\nLEAD_WEBHOOK_URL=https://hooks.slack.com/services/T0/B0/x\n');
    main(['pending'], { root });
    expect(warned).toEqual([]);
  });
});

describe('npm run leads -- channels', () => {
  const ROWS = [
    {
      received_at: '2026-11-04T12:00:00.000Z',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'verao',
      landing_page: '/?utm_source=google',
      referrer_host: null,
      click_id_type: 'gclid',
    },
    {
      received_at: '2026-11-05T12:00:00.000Z',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'verao',
      landing_page: '/?utm_source=google',
      referrer_host: null,
      click_id_type: null,
    },
  ];
  beforeEach(() => wrangler.mockReturnValue({ status: 0, stdout: JSON.stringify([{ results: ROWS }]), stderr: '' }));
  const sql = () => String((wrangler.mock.calls[0]![1] as string[]).at((wrangler.mock.calls[0]![1] as string[]).indexOf('--command') + 1));

  it('asks for the leads that are not spam, from a date when given, and prints the table', () => {
    expect(main(['channels', '--desde', '2026-11-01'], { root })).toBe(0);
    expect(sql()).toMatch(/FROM leads WHERE honeypot = 0 AND received_at >= '2026-11-01'/);
    const out = printed.join('\n');
    expect(out).toMatch(/2026-11\s+google \/ cpc\s+verao\s+\/\s+2/);
    expect(out).toContain('Total: 2 contato(s)');
  });

  it('--json prints the counts as data', () => {
    expect(main(['channels', '--json'], { root })).toBe(0);
    expect(JSON.parse(printed.join('\n'))).toEqual([{ month: '2026-11', source: 'google / cpc', campaign: 'verao', landingPage: '/', leads: 2 }]);
  });

  it('refuses a date it cannot read, in Portuguese', () => {
    expect(() => main(['channels', '--desde', "2026-11-01' OR 1=1 --"], { root })).toThrow('Data inválida');
  });
});

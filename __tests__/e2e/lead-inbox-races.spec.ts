import { readFileSync } from 'node:fs';
import type { LeadRow } from '@/lib/leads/d1-store';
import { exportWords } from '@/content/contact/inbox-words';
import { PRIVACY_VERSION } from '@/content/legal/privacy-version';
import { expect, test } from './support/fixtures';
import { INBOX_LOCK, INBOX_SITE, leadsCommand, queryInbox, useInboxSite, webhook } from './support/inbox-site';
import { scaled } from './support/time-scale';

// The lead inbox under concurrency and hostile input, on its real runtime (workerd and a local D1 in
// `wrangler pages dev`, support/inbox-site.ts): requests posted at once from Node, a webhook that
// counts what it is sent, and rows planted in the database as an older version, a crafted post or a
// hand could leave them. Each lead is notified exactly once, a stored lead is never answered 429, and
// no row can stop the company's export.

const MINUTE = 60 * 1000;
let address = 0;

/** A lead as the form sends it, from a documentation address of its own unless one is given. */
function post(overrides: Record<string, unknown> = {}, ip = `192.0.2.${++address}`): Promise<Response> {
  const key = (overrides.idempotencyKey as string | undefined) ?? crypto.randomUUID();
  const body = {
    name: 'Maria da Silva',
    email: `maria.${key.slice(0, 8)}@exemplo.com.br`,
    phone: '+5543999990000',
    message: 'Conta de R$ 450.',
    page: `${INBOX_SITE}/`,
    consent: true,
    consentVersion: PRIVACY_VERSION,
    fillMs: 40_000,
    idempotencyKey: key,
    ...overrides,
  };
  return fetch(`${INBOX_SITE}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: INBOX_SITE, 'Idempotency-Key': key, 'CF-Connecting-IP': ip },
    body: JSON.stringify(body),
  });
}

/** Leads an older request left pending: last tried `minutesAgo`, `attempts` tries so far. */
async function plantPending(tag: string, count: number, { minutesAgo = 3, attempts = 1 } = {}): Promise<string[]> {
  const triedAt = new Date(Date.now() - minutesAgo * MINUTE).toISOString();
  const references = Array.from({ length: count }, (_, i) => `${tag}-${String(i).padStart(4, '0')}`);
  const values = references.map(
    (reference) =>
      `('${reference}', '${reference}-key', '${triedAt}', 'Pendente ${reference}', 'p@exemplo.com.br', '+5543999990000', '', '/', '2026-11-01', 'json', 'pending', ${attempts}, '${triedAt}')`,
  );
  await queryInbox(
    'INSERT INTO leads (reference, idempotency_key, received_at, name, email, phone, message, page, consent_version, channel, notify_status, notify_attempts, notify_tried_at) VALUES ' +
      values.join(', '),
  );
  return references;
}

/** How many times the webhook was told of each reference. */
const sentCounts = () => {
  const counts = new Map<string, number>();
  for (const { body } of webhook.posts) {
    const reference = String((body.lead as { reference?: string } | undefined)?.reference);
    counts.set(reference, (counts.get(reference) ?? 0) + 1);
  }
  return counts;
};

/** The webhook's posts once nothing more arrives for `quietMs` (the function notifies after its answer). */
async function settled(quietMs = 2_000): Promise<Map<string, number>> {
  let last = -1;
  while (webhook.posts.length !== last) {
    last = webhook.posts.length;
    await new Promise((done) => setTimeout(done, quietMs));
  }
  return sentCounts();
}

/** Leaves planted rows out of later tests' retries. */
const retire = (references: string[]) =>
  queryInbox(`UPDATE leads SET notify_status = 'failed' WHERE reference IN (${references.map((r) => `'${r}'`).join(', ')})`);

test.describe('the lead inbox under concurrency and hostile input (workerd and D1)', { lock: INBOX_LOCK }, () => {
  useInboxSite();

  test('four leads at once, after two failed sends: each pending lead is retried once, each new lead notified once', async () => {
    const pending = await plantPending('RETRY', 3, { attempts: 2 });
    const answers = await Promise.all([1, 2, 3, 4].map(() => post()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const fresh = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { reference: string }).reference));

    const counts = await settled();
    for (const reference of [...pending, ...fresh]) expect(counts.get(reference), reference).toBe(1);
    const rows = await queryInbox<LeadRow>(`SELECT reference, notify_status, notify_attempts FROM leads WHERE reference LIKE 'RETRY-%'`);
    expect(rows.map((row) => [row.notify_status, row.notify_attempts])).toEqual(pending.map(() => ['sent', 3]));
  });

  test('a slow webhook: the next lead never sends a lead whose first send is still in flight', async () => {
    webhook.delayMs = 1_000;
    const first = post();
    await new Promise((done) => setTimeout(done, 400));
    const second = post();
    const references = await Promise.all([first, second].map(async (answer) => ((await (await answer).json()) as { reference: string }).reference));
    const counts = await settled();
    for (const reference of references) expect(counts.get(reference), reference).toBe(1);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(2);
  });

  test('five honeypot posts at once retry nothing', async () => {
    const [planted] = await plantPending('TRAP', 1);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => post({ _gotcha: `https://spam.example/${i}` })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const counts = await settled();
    expect(counts.get(planted!) ?? 0).toBe(0);
    expect(webhook.posts).toHaveLength(0);
    await retire([planted!]);
  });

  test('200 posts of one lead at once from one address: every answer is 200 with its reference, one row, one notification', async () => {
    test.setTimeout(scaled(120_000));
    const key = crypto.randomUUID();
    const ip = '192.0.2.250';
    const answers = await Promise.all(Array.from({ length: 200 }, () => post({ idempotencyKey: key }, ip)));
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.status)).toEqual([]);
    const references = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as { reference: string }).reference)));
    expect(references.size).toBe(1);
    expect(await queryInbox(`SELECT reference FROM leads WHERE idempotency_key = '${key}'`)).toHaveLength(1);
    const counts = await settled();
    expect(counts.get([...references][0]!)).toBe(1);
  });

  test('a crafted landing time is never stored, and a row nobody could read stops no export, list or count', async () => {
    const crafted = await post({ attribution: { landingPage: '/', utmSource: 'google', landedAt: '2026-13-45T25:61:61Z' } });
    expect(crafted.status).toBe(200);
    const { reference } = (await crafted.json()) as { reference: string };
    const [row] = await queryInbox<LeadRow>(`SELECT utm_source, landed_at FROM leads WHERE reference = '${reference}'`);
    expect(row).toEqual({ utm_source: 'google', landed_at: null });

    // A row as an older version or a hand could leave it: no date is a date, a number stands for a name.
    await queryInbox(
      'INSERT INTO leads (reference, idempotency_key, received_at, name, email, phone, message, page, consent_version, channel, notify_status, notify_tried_at, landed_at) ' +
        "VALUES ('RUIM-0001', 'ruim-key', 'ontem à tarde', 42, 'x', '+55', '', '/', '9999-99-99', 'json', 'failed', 'nunca', '2026-13-45T25:61:61Z')",
    );
    const file = test.info().outputPath('leads.csv');
    expect(leadsCommand(['export', '--out', file])).toMatch(/contato\(s\) no banco local gravado\(s\)/);
    const csv = readFileSync(file, 'utf8');
    expect(csv).toContain(reference);
    expect(csv).toContain(exportWords.unreadable('2026-13-45T25:61:61Z', 'date'));
    expect(csv).toContain(exportWords.unreadable('ontem à tarde', 'date'));
    expect(leadsCommand(['pending'])).toContain('RUIM-0001');
    expect(leadsCommand(['channels'])).toMatch(/Total: \d+ contato/);
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { LeadRow } from '@/lib/leads/d1-store';
import { inboxCopy, notificationCopy } from '@/content/contact/inbox';
import { LEAD_MIN_FILL_MS } from '@/content/contact/limits';
import { fillLead, leadStatus, submitButton, type LeadInput } from './support/contact';
import { watchCsp } from './support/csp';
import { expect, test } from './support/fixtures';
import { executeOn, INBOX_LOCK, INBOX_SITE, leadsCommand, queryInbox, useInboxSite, webhook } from './support/inbox-site';
import { visit } from './support/site';
import { scaled } from './support/time-scale';

// What brought a lead, from the landing page to the company's row, CSV and notification, on the
// real runtime (wrangler pages dev over out-inbox/ and a local D1, as lead-inbox.spec.ts). The
// boot script keeps it on the page the visit lands on; the form sends it; the inbox stores it.

let address = 100;
async function ownAddress(page: Page) {
  address += 1;
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `203.0.113.${address}` });
}

const person = (tag: string): LeadInput => ({
  name: 'Maria da Silva',
  email: `maria.${tag}@exemplo.com.br`,
  phone: '(43) 99999-0000',
  service: 'usinas-consumo',
  message: `Conta de R$ 450 (${tag}).`,
});
const rowsOf = (lead: LeadInput) => queryInbox<LeadRow>(`SELECT * FROM leads WHERE email = '${lead.email}'`);

/** Fills the form on the home page and sends it; the row once stored. */
async function sendFromHome(page: Page, lead: LeadInput): Promise<LeadRow> {
  await visit(page, '/#contact');
  await fillLead(page, lead);
  await page.clock.fastForward(LEAD_MIN_FILL_MS);
  await submitButton(page).click();
  await expect(leadStatus(page)).toContainText(inboxCopy.receivedTitle);
  let rows: LeadRow[] = [];
  await expect.poll(async () => (rows = await rowsOf(lead)).length).toBe(1);
  return rows[0]!;
}

test.describe('what brought the lead (functions/ and D1 in wrangler pages dev)', { lock: INBOX_LOCK }, () => {
  useInboxSite();

  test('an ad landing on the home page: the campaign, the click id and the landing page reach the row, the CSV, the notification and the channels table; a page seen since changes nothing', async ({
    page,
  }) => {
    // Reads D1 through wrangler several times (2–4 s each on a busy machine) and exports the CSV: 11 s alone.
    test.slow();
    await ownAddress(page);
    await page.clock.install();
    await visit(page, '/?utm_source=google&utm_medium=cpc&utm_campaign=x&gclid=abc&email=segredo%40exemplo.com');
    // Another page of the site, as a link inside it opens it (this site as the referrer), then
    // the form, typed in the address bar: the landing stays what it was.
    await page.goto('/politica-de-privacidade/', { referer: `${INBOX_SITE}/` });
    const lead = person('anuncio');
    const row = await sendFromHome(page, lead);

    expect(row).toMatchObject({
      landing_page: '/?utm_source=google&utm_medium=cpc&utm_campaign=x',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'x',
      utm_term: null,
      utm_content: null,
      click_id_type: 'gclid',
      click_id: 'abc',
      referrer_host: null,
      landed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(JSON.stringify(row)).not.toContain('segredo');

    const file = test.info().outputPath('leads.csv');
    leadsCommand(['export', '--out', file]);
    const line = readFileSync(file, 'utf8')
      .split('\r\n')
      .find((text) => text.includes(lead.email))!;
    expect(line).toContain(';/?utm_source=google&utm_medium=cpc&utm_campaign=x;google;cpc;x;;;gclid;abc;;');

    await expect.poll(() => webhook.posts.length).toBe(1);
    const text = String(webhook.posts[0]!.body.text);
    expect(text).toContain(`${notificationCopy.attribution.source}: google / cpc · campanha x`);
    expect(text).toContain(`${notificationCopy.attribution.clickId('gclid')}: abc`);

    expect(leadsCommand(['channels'])).toMatch(/google \/ cpc\s+x\s+\/\s+1/);
  });

  test('another site linking to a page of the site: its host and the landing page, never its address', async ({ page }) => {
    await ownAddress(page);
    await page.clock.install();
    await page.goto('/novas-implementacoes/', { referer: 'https://www.bing.com/search?q=energia+solar+londrina' });
    const lead = person('outro-site');
    const row = await sendFromHome(page, lead);
    expect(row).toMatchObject({ landing_page: '/novas-implementacoes/', referrer_host: 'www.bing.com', utm_source: null, click_id: null });
    expect(JSON.stringify(row)).not.toContain('search');
  });

  test('a crafted address is harmless at every step: no script runs, values are text, the CSV runs no formula, the chat pings no one', async ({ page }) => {
    // Reads D1 through wrangler several times (2–4 s each on a busy machine) and exports the CSV: 11 s alone.
    test.slow();
    await ownAddress(page);
    const csp = await watchCsp(page);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.clock.install();
    const query = new URLSearchParams({
      utm_source: '<script>alert(1)</script><img src=x onerror=alert(2)>',
      utm_medium: 'cpc\nRecebido em: ontem',
      // Over 512 characters: not kept. (A 10 kB value is unit-tested: the local wrangler answers an address that long with an empty page.)
      utm_campaign: 'x'.repeat(2_000),
      utm_term: '=HYPERLINK("https://evil.example","clique")',
      utm_content: '<!channel>',
      gclid: 'abc<!here>',
    });
    await visit(page, `/?${query}`);
    const lead = person('ataque');
    const row = await sendFromHome(page, lead);
    expect(dialogs).toBe(0);
    await csp.expectNone();

    expect(row).toMatchObject({
      utm_source: '<script>alert(1)</script><img src=x onerror=alert(2)>',
      // The boot script drops control characters, the line feed among them.
      utm_medium: 'cpcRecebido em: ontem',
      utm_campaign: null,
      utm_term: '=HYPERLINK("https://evil.example","clique")',
      utm_content: '<!channel>',
      click_id_type: null,
      click_id: null,
    });

    const file = test.info().outputPath('leads.csv');
    leadsCommand(['export', '--out', file]);
    const csv = readFileSync(file, 'utf8');
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""clique"")"`);
    expect(csv).not.toMatch(/;=HYPERLINK/);

    await expect.poll(() => webhook.posts.length).toBe(1);
    const text = String(webhook.posts[0]!.body.text);
    // One line for the source: the newline in the address made no line of its own.
    expect(text.split('\n').filter((line) => line.startsWith('Recebido em'))).toHaveLength(1);
  });
});

// A database of its own, no site: outside the inbox's lock, so it runs beside the other tests.
test('migration 0003 on a database that already holds leads: every row kept, its attribution empty, and a new lead stores one', () => {
  // Three runs of `wrangler d1 execute` (each several steps), a few seconds each on a busy machine.
  test.setTimeout(scaled(90_000));
  const persistTo = mkdtempSync(join(tmpdir(), 'solarpr-d1-attribution-'));
  try {
    const old = (reference: string) =>
      `('${reference}', '${reference}', '2026-11-20T12:00:00.000Z', 'Maria', 'maria@exemplo.com.br', '+5543999990000', 'Oi', '/', '2026-11-01', 'json', 'sent')`;
    // The schema before this stop, two leads in it, then migration 0003.
    const rows = executeOn<LeadRow>(
      persistTo,
      { file: 'functions/migrations/0001_leads.sql' },
      { file: 'functions/migrations/0002_forget_webhook_addresses.sql' },
      {
        command:
          'INSERT INTO leads (reference, idempotency_key, received_at, name, email, phone, message, page, consent_version, channel, notify_status) VALUES ' +
          [old('AAAA-0001'), old('AAAA-0002')].join(', '),
      },
      { file: 'functions/migrations/0003_attribution.sql' },
      { command: 'SELECT * FROM leads ORDER BY reference' },
    );
    expect(rows.map((row) => [row.reference, row.name, row.message, row.notify_status, row.utm_source, row.landing_page, row.click_id])).toEqual([
      ['AAAA-0001', 'Maria', 'Oi', 'sent', null, null, null],
      ['AAAA-0002', 'Maria', 'Oi', 'sent', null, null, null],
    ]);
    expect(
      executeOn(
        persistTo,
        {
          command:
            'INSERT INTO leads (reference, idempotency_key, received_at, name, email, phone, message, page, consent_version, channel, notify_status, utm_source, click_id_type, click_id) ' +
            "VALUES ('AAAA-0003', 'AAAA-0003', '2026-11-27T12:00:00.000Z', 'Ana', 'ana@exemplo.com.br', '+5543999990000', '', '/', '2026-11-27', 'json', 'off', 'google', 'gclid', 'abc')",
        },
        { command: "SELECT utm_source, click_id FROM leads WHERE reference = 'AAAA-0003'" },
      ),
    ).toEqual([{ utm_source: 'google', click_id: 'abc' }]);
    // The column accepts only the click ids the site knows.
    expect(() =>
      executeOn(persistTo, {
        command:
          "INSERT INTO leads (reference, idempotency_key, received_at, name, email, phone, message, page, consent_version, channel, notify_status, click_id_type) VALUES ('AAAA-0004', 'AAAA-0004', '2026-11-27T12:00:00.000Z', 'Ana', 'a@b.co', '+5543999990000', '', '/', '2026-11-27', 'json', 'off', 'dclid')",
      }),
    ).toThrow(/CHECK constraint/);
  } finally {
    rmSync(persistTo, { recursive: true, force: true });
  }
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { LeadRow } from '@/lib/leads/d1-store';
import { visitDays, visitText } from '@/components/contact/lead-model';
import { inboxCopy, inboxPage } from '@/content/contact/inbox';
import { contactCopy } from '@/content/contact/messages';
import { LEAD_MIN_FILL_MS } from '@/content/contact/limits';
import { serviceLabel } from '@/content/services';
import { expectNoAxeViolations } from './support/axe';
import { cmsNotConfiguredTests, cmsSignInTests } from './support/cms-sign-in';
import { tryDevtoolsSessions } from './support/devtools-probe';
import { contactForm, fieldValues, fillLead, leadFields, leadStatus, submitButton, type LeadInput } from './support/contact';
import { watchCsp } from './support/csp';
import { expect, test, type PageIssues } from './support/fixtures';
import {
  executeOn,
  INBOX_ENDPOINT,
  INBOX_LOCK,
  INBOX_WORKER,
  INBOX_RATE_MAX,
  INBOX_SITE,
  leadsCommand,
  OTHER_INBOX_SITE,
  queryInbox,
  useInboxSite,
  webhook,
} from './support/inbox-site';
import { visit } from './support/site';
import { scaled } from './support/time-scale';

// The company's own lead inbox on the real runtime. out-inbox/ (the form posts to
// /api/leads) and functions/ run in `wrangler pages dev` with a local D1 migrated from empty,
// and a loopback webhook stands for the company's chat. What the visitor typed lands once in
// D1, the company hears of it, and the visitor is told the truth, with the lead's reference.

const s = contactCopy.status;
const REFERENCE = /[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;

let address = 0;
/** Each test posts from an address of its own (documentation range), so the rate limit is its alone. */
async function ownAddress(page: Page) {
  address += 1;
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `203.0.113.${address}` });
}

/** A lead with a message no other test uses, to find its row. */
function person(tag: string, visit?: Pick<LeadInput, 'visitDate' | 'visitPeriod'>): LeadInput {
  return {
    name: 'Maria da Silva',
    email: `maria.${tag}@exemplo.com.br`,
    phone: '(43) 99999-0000',
    service: 'usinas-consumo',
    message: `Casa em Londrina, conta de R$ 450 (${tag}).`,
    ...visit,
  };
}

const rowsOf = (lead: LeadInput) => queryInbox<LeadRow>(`SELECT * FROM leads WHERE email = '${lead.email}'`);

/** A refusal the test asks for: the browser logs the status, and the fixture must not count it. */
function allowRefusals(issues: PageIssues) {
  issues.allow({ url: /\/api\/leads$/ });
  issues.allow({ console: /\/api\/leads\)$/ });
}

async function openAndFill(page: Page, lead: LeadInput) {
  await page.clock.install();
  await visit(page, '/');
  await fillLead(page, lead);
  // A person takes a while: the lead is not flagged as a fast fill.
  await page.clock.fastForward(LEAD_MIN_FILL_MS);
}

test.describe('the lead inbox (functions/ and D1 in wrangler pages dev)', { lock: INBOX_LOCK }, () => {
  const server = useInboxSite();
  // The CMS's sign-in is a function of the same site: its tests share this server (support/cms-sign-in.ts).
  cmsSignInTests(server);

  test('no port of its server gives a page of another localhost origin a debugging session (wrangler-local.mjs, as npm start)', async ({ browser }) => {
    const { ports, attempts } = await tryDevtoolsSessions(browser, server.pid()!, INBOX_WORKER);
    expect(ports.map(({ port }) => port)).toContain(Number(new URL(INBOX_SITE).port));
    expect(attempts.filter(({ answer }) => answer !== '')).toEqual([]);
  });

  test('a lead typed in the browser lands in D1 once, as shown; the company is notified; the visitor reads the reference; no CSP violation; axe clean', async ({
    page,
  }) => {
    await ownAddress(page);
    const csp = await watchCsp(page);
    const [day] = visitDays(new Date()).slice(2);
    const lead = person('entrega', { visitDate: day, visitPeriod: 'tarde' });
    await openAndFill(page, lead);
    const shown = await fieldValues(page);
    await submitButton(page).click();

    await expect(leadStatus(page)).toContainText(inboxCopy.receivedTitle);
    const reference = REFERENCE.exec((await leadStatus(page).textContent()) ?? '')?.[0];
    expect(reference, 'the confirmation shows the reference').toBeTruthy();
    const when = visitText(day!, 'tarde');
    await expect(leadStatus(page)).toContainText(inboxCopy.visit(when));
    await expect(leadStatus(page)).toContainText(inboxCopy.reply);
    await expectNoAxeViolations(page, { include: '#contact' });
    await csp.expectNone();

    // The company is told at once, with what it needs to answer.
    await expect.poll(() => webhook.posts.length).toBe(1);
    const text = String(webhook.posts[0]!.body.text);
    for (const part of [reference!, lead.name, lead.email, '(43) 99999-0000', serviceLabel('usinas-consumo')!, lead.message!, when])
      expect(text).toContain(part);

    // One row, what the screen showed, marked as notified.
    let rows: LeadRow[] = [];
    await expect.poll(async () => (rows = await rowsOf(lead))[0]?.notify_status).toBe('sent');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference,
      name: shown.name,
      email: shown.email,
      phone: '+5543999990000',
      service: shown.service,
      message: shown.message,
      visit_date: shown.visitDate,
      visit_period: shown.visitPeriod,
      page: `${INBOX_SITE}/`,
      consent_version: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      fast_fill: 0,
      channel: 'json',
      honeypot: 0,
    });
  });

  test('two tabs and a retry with the same key make one row and one reference', async ({ page, context }) => {
    await ownAddress(page);
    const lead = person('duas-abas');
    await openAndFill(page, lead);
    const other = await context.newPage();
    await other.setExtraHTTPHeaders({ 'CF-Connecting-IP': `203.0.113.${address}` });
    // Tab A's request is held in the browser until tab B has sent the same lead.
    let releaseA = () => {};
    const held = new Promise<void>((done) => (releaseA = done));
    await page.route('**/api/leads', async (route) => {
      await held;
      await route.continue();
    });
    await submitButton(page).click();
    await expect(leadStatus(page)).toContainText(s.sending);

    await visit(other, '/');
    await expect(leadFields(other).name).toHaveValue(lead.name);
    await submitButton(other).click();
    await expect(leadStatus(other)).toContainText(inboxCopy.receivedTitle);
    const referenceB = REFERENCE.exec((await leadStatus(other).textContent()) ?? '')?.[0];

    releaseA();
    await expect(leadStatus(page)).toContainText(inboxCopy.receivedTitle);
    await expect(leadStatus(page)).toContainText(referenceB!);
    expect(await rowsOf(lead)).toHaveLength(1);
    expect(webhook.posts).toHaveLength(1);
  });

  test('two tabs clicking send at the same moment make one row; both tabs show its reference, neither an empty form with errors', async ({ page, context }) => {
    await ownAddress(page);
    const lead = person('ao-mesmo-tempo');
    await openAndFill(page, lead);
    const other = await context.newPage();
    await other.setExtraHTTPHeaders({ 'CF-Connecting-IP': `203.0.113.${address}` });
    await expect.poll(async () => (await page.evaluate(() => JSON.stringify({ ...localStorage }))).includes(lead.email)).toBe(true);
    await visit(other, '/');
    await expect(leadFields(other).name).toHaveValue(lead.name);

    // The inbox answers in milliseconds: one tab's delivery can reach the other before its own click does.
    await Promise.all([submitButton(page).click(), submitButton(other).click()]);
    await expect(leadStatus(page)).toContainText(inboxCopy.receivedTitle);
    await expect(leadStatus(other)).toContainText(inboxCopy.receivedTitle);
    const rows = await rowsOf(lead);
    expect(rows).toHaveLength(1);
    for (const tab of [page, other]) {
      await expect(leadStatus(tab)).toContainText(rows[0]!.reference);
      for (const field of Object.values(leadFields(tab))) await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect.poll(() => webhook.posts.length).toBe(1);
    await other.close();
  });

  test('a wrong device clock: the server refuses the day, and the form marks the field with its message; axe clean', async ({ page, issues }) => {
    await ownAddress(page);
    allowRefusals(issues);
    // The phone's calendar is a week behind: its first bookable day is already past for the server.
    const lastWeek = Date.now() - 7 * 24 * 60 * 60 * 1000;
    await page.clock.install({ time: lastWeek });
    await visit(page, '/');
    const [day] = visitDays(new Date(lastWeek));
    const lead = person('relogio', { visitDate: day, visitPeriod: 'manha' });
    await fillLead(page, lead);
    await page.clock.fastForward(LEAD_MIN_FILL_MS);
    await submitButton(page).click();

    await expect(leadStatus(page)).toContainText(s.failed.invalid);
    const dayField = leadFields(page).visitDate;
    await expect(dayField).toHaveAttribute('aria-invalid', 'true');
    await expect(dayField).toBeFocused();
    await expect(contactForm(page).getByText(contactCopy.errors.visitDatePast)).toBeVisible();
    expect(await fieldValues(page)).toMatchObject({ name: lead.name, visitDate: day });
    await expectNoAxeViolations(page, { include: '#contact' });
    expect(await rowsOf(lead)).toHaveLength(0);
  });

  test('a message of 1 500 characters stacked with accents (~180 KB): the form says what is too much before sending; posted anyway, the inbox answers 413', async ({
    page,
    issues,
  }) => {
    await ownAddress(page);
    allowRefusals(issues);
    // 1 500 characters as a person counts them, each a letter under 60 combining marks: ~180 KB.
    const lead = { ...person('grande'), message: `a${'\u0301\u0300'.repeat(30)}`.repeat(1500) };
    await openAndFill(page, lead);
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    await submitButton(page).click();
    await expect(leadFields(page).message).toHaveAttribute('aria-invalid', 'true');
    await expect(contactForm(page).getByText(contactCopy.errors.messageHeavy)).toBeVisible();
    await expect(contactForm(page).getByText(/no máximo/)).toHaveCount(0);
    await expectNoAxeViolations(page, { include: '#contact' });
    expect(posts).toEqual([]);
    // The same body sent past the form: refused by its size, nothing stored.
    const status = await page.evaluate(
      async ({ endpoint, message }) =>
        (await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }) })).status,
      { endpoint: INBOX_ENDPOINT, message: lead.message },
    );
    expect(status).toBe(413);
    expect(await rowsOf(lead)).toHaveLength(0);
  });

  test(`past ${INBOX_RATE_MAX} requests in the window the inbox answers 429, and the visitor is asked to wait`, async ({ page, issues }) => {
    await ownAddress(page);
    allowRefusals(issues);
    const lead = person('muitas');
    await openAndFill(page, lead);
    // Earlier requests from the same address (refused ones count too).
    for (let i = 0; i < INBOX_RATE_MAX; i++) {
      const response = await page.request.post('/api/leads', {
        data: { page: `${INBOX_SITE}/` },
        headers: { 'Idempotency-Key': crypto.randomUUID(), 'CF-Connecting-IP': `203.0.113.${address}` },
      });
      expect(response.status()).toBe(400);
    }
    await submitButton(page).click();
    await expect(leadStatus(page)).toContainText(s.failed.tooMany);
    await expectNoAxeViolations(page, { include: '#contact' });
    expect(await rowsOf(lead)).toHaveLength(0);
  });

  test('a failing notifier still stores the lead, listed as pending for the company', async ({ page }) => {
    await ownAddress(page);
    webhook.status = 500;
    const lead = person('aviso-falhou');
    await openAndFill(page, lead);
    await submitButton(page).click();
    await expect(leadStatus(page)).toContainText(inboxCopy.receivedTitle);
    await expect.poll(() => webhook.posts.length).toBe(1);
    let rows: LeadRow[] = [];
    // The function marks the row after the webhook's answer, in waitUntil; a read through the platform
    // proxy while wrangler writes took over the default 5 s twice in CI (stops 30 and 31), so 20 s.
    await expect.poll(async () => (rows = await rowsOf(lead))[0]?.notify_status, { timeout: scaled(20_000) }).toBe('pending');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.notify_error).toMatch(/500/);
    expect(leadsCommand(['pending'])).toContain(rows[0]!.reference);
  });

  test('without JavaScript the form posts to the inbox and the answer page gives the reference; the company exports a CSV', async ({
    browser,
    page: checker,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: INBOX_SITE, extraHTTPHeaders: { 'CF-Connecting-IP': '198.51.100.7' } });
    const page = await context.newPage();
    const lead = person('sem-js');
    await page.goto('/');
    await fillLead(page, lead);
    await submitButton(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(inboxPage.receivedTitle);
    const reference = REFERENCE.exec((await page.locator('main').textContent()) ?? '')?.[0];
    expect(reference).toBeTruthy();
    const answer = await page.content();
    await page.getByRole('link', { name: inboxPage.back }).click();
    await expect(page).toHaveURL(`${INBOX_SITE}/#contact`);
    await context.close();
    // axe runs as a script, so the answer page is checked in a page that runs scripts.
    await checker.setContent(answer);
    await expectNoAxeViolations(checker);

    expect(await rowsOf(lead)).toEqual([expect.objectContaining({ reference, channel: 'form', phone: '+5543999990000' })]);
    const file = test.info().outputPath('leads.csv');
    expect(leadsCommand(['export', '--out', file])).toMatch(/^\d+ contato\(s\) no banco local gravado\(s\) em /);
    const csv = readFileSync(file, 'utf8');
    expect(csv).toContain('Referência;Recebido em (Brasília);Nome;E-mail;Telefone');
    expect(csv).toMatch(new RegExp(`${reference};[^\\n]*;${lead.name};${lead.email.replace(/\./g, '\\.')};\\(43\\) 99999-0000`));
  });
});

// A Telegram address pasted without https://, and the format in capitals: neither may cost a lead,
// and no part of the address (the bot's token) may reach the database, the list, the CSV or the log.
const PASTED_URL = 'api.telegram.org/bot123456:AAE-secret-token_xyz/sendMessage?chat_id=42';

test.describe('the lead inbox with notification settings that cannot work', { lock: INBOX_LOCK }, () => {
  const server = useInboxSite({ site: OTHER_INBOX_SITE, bindings: { LEAD_WEBHOOK_FORMAT: 'Slack', LEAD_WEBHOOK_URL: PASTED_URL } });
  // Nor are the CMS's sign-in secrets set on this server.
  cmsNotConfiguredTests(OTHER_INBOX_SITE);

  test("a lead is stored and answered 200; the problem is recorded, listed and logged by the variable's name, never its value", async ({ request }) => {
    const key = crypto.randomUUID();
    const response = await request.post('/api/leads', {
      headers: { 'Idempotency-Key': key, Origin: OTHER_INBOX_SITE, 'CF-Connecting-IP': '198.51.100.40' },
      data: {
        name: 'Maria\u001b]0;Conta paga\u0007\u001b[2J da Silva',
        email: 'maria.configuracao@exemplo.com.br',
        phone: '+5543999990000',
        message: 'Olá',
        page: `${OTHER_INBOX_SITE}/`,
        consent: true,
        idempotencyKey: key,
      },
    });
    expect(response.status()).toBe(200);
    const { reference } = (await response.json()) as { reference: string };

    let rows: LeadRow[] = [];
    await expect
      .poll(async () => (rows = await queryInbox<LeadRow>(`SELECT * FROM leads WHERE reference = '${reference}'`))[0]?.notify_error, {
        timeout: scaled(20_000),
      })
      .toContain('LEAD_WEBHOOK_URL');
    expect(rows[0]).toMatchObject({ name: 'Maria]0;Conta paga[2J da Silva', notify_status: 'pending' });

    // The function's log, on its first request: wrangler relays it a moment after the answer.
    await expect.poll(() => server.log()).toContain('LEAD_WEBHOOK_URL');

    const listed = leadsCommand(['pending']);
    expect(listed).toContain(reference);
    expect(listed).toContain('LEAD_WEBHOOK_URL');
    const file = test.info().outputPath('leads.csv');
    leadsCommand(['export', '--out', file]);
    const told = [JSON.stringify(rows), listed, readFileSync(file, 'utf8'), server.log()];
    for (const text of told) for (const part of ['api.telegram', 'bot123456', 'secret', 'chat_id']) expect(text).not.toContain(part);
  });

  test('a database from an earlier version forgets the webhook addresses its notification errors held', () => {
    const persistTo = mkdtempSync(join(tmpdir(), 'solarpr-d1-old-'));
    try {
      const old = (reference: string, error: string) =>
        `('${reference}', '${reference}', '2026-11-20T12:00:00.000Z', 'Maria', 'maria@exemplo.com.br', '+5543999990000', '', '/', '2026-11-01', 'json', 'pending', ${error})`;
      // The first schema, leads with a pasted address in their error, then migration 0002, in one run.
      const rows = executeOn<{ reference: string; notify_error: string | null }>(
        persistTo,
        { file: 'functions/migrations/0001_leads.sql' },
        {
          command:
            'INSERT INTO leads (reference, idempotency_key, received_at, name, email, phone, message, page, consent_version, channel, notify_status, notify_error) VALUES ' +
            [old('AAAA-0001', `'Invalid URL: ${PASTED_URL}'`), old('AAAA-0002', `'the webhook answered 500'`), old('AAAA-0003', 'NULL')].join(', '),
        },
        { file: 'functions/migrations/0002_forget_webhook_addresses.sql' },
        { command: 'SELECT reference, notify_error FROM leads ORDER BY reference' },
      );
      expect(rows.map((row) => row.notify_error)).toEqual([expect.stringContaining('versão anterior'), 'the webhook answered 500', null]);
      expect(JSON.stringify(rows)).not.toContain('bot123456');
    } finally {
      rmSync(persistTo, { recursive: true, force: true });
    }
  });
});

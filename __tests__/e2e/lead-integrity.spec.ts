import type { BrowserContext, Page } from '@playwright/test';
import { inboxCopy } from '@/content/contact/inbox';
import { contactCopy } from '@/content/contact/messages';
import { LEAD_MESSAGE_MAX, LEAD_MIN_FILL_MS, LEAD_TIMEOUT_MS } from '@/content/contact/limits';
import { PRIVACY_PATH, privacyLeadPath } from '@/content/legal/privacy';
import { expectNoAxeViolations } from './support/axe';
import {
  autosaveNote,
  callLink,
  contactForm,
  escapeRegExp,
  fieldValues,
  fillLead,
  forbidStorage,
  leadFields,
  leadStatus,
  retryButton,
  storageOffNote,
  submitButton,
  whatsappLinks,
} from './support/contact';
import { expect, test } from './support/fixtures';
import { backEnd, deferred, expectFormAxeClean, fillLikeAPerson, LEAD_LOCK, MARIA, openForm, parsedPosts, pauseClock, useLeadSite } from './support/lead-site';
import type { Reply } from './support/lead-server';
import { visit } from './support/site';

// Against a site built with a lead endpoint: what the visitor sees is what the
// back-end gets, no person is told 'sent' when nothing was sent, one lead keeps one key, and
// without storage the form says the truth. The no-endpoint side is contact-drafts.spec.ts.

const s = contactCopy.status;

const keys = () => backEnd.posts().map((post) => post.headers['idempotency-key']);

/** Tab A (`page`) filled in with MARIA, and tab B, returned, opened once A's draft is stored (with no attempt yet) and restored. */
async function openSecondTab(page: Page, context: BrowserContext): Promise<Page> {
  await openForm(page);
  await fillLikeAPerson(page, MARIA);
  const other = await context.newPage();
  await expect.poll(async () => (await page.evaluate(() => JSON.stringify({ ...localStorage }))).includes(MARIA.name)).toBe(true);
  await visit(other, '/');
  await expect(leadFields(other).name).toHaveValue(MARIA.name);
  return other;
}

/**
 * Tab A and tab B (openSecondTab): `run` gets B and `held`, which holds back the back-end's first
 * answer (a 200, with `body`) until it resolves; `later` are the answers after it. B is closed and
 * the answer let go after.
 */
async function withTwoTabs(page: Page, context: BrowserContext, later: Reply[], run: (other: Page, held: () => void) => Promise<void>, body = '{"ok":true}') {
  const held = deferred();
  backEnd.reply({ status: 200, body, after: held.promise }, ...later);
  const other = await openSecondTab(page, context);
  try {
    await run(other, held.resolve);
  } finally {
    held.resolve();
    await other.close();
  }
}

/** What a back-end that stores leads answers, for the first send of a key and for every repeat of it alike. */
const REFERENCE = 'K7M2-9QXD';
const STORED = JSON.stringify({ ok: true, reference: REFERENCE });

/** The tab shows the delivery with the lead's reference, its fields emptied, none marked wrong. */
async function expectDelivered(page: Page) {
  await expect(leadStatus(page)).toContainText(inboxCopy.receivedTitle);
  await expect(leadStatus(page)).toContainText(REFERENCE);
  await expectNoFieldErrors(page);
  for (const field of Object.values(leadFields(page))) await expect(field).toHaveValue('');
}

async function expectNoFieldErrors(page: Page) {
  for (const field of Object.values(leadFields(page))) await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

test.describe('lead integrity with a configured endpoint', { lock: LEAD_LOCK }, () => {
  useLeadSite();

  test(
    'while sending, the fields are locked and the status says so; the back-end gets what the screen shows; axe clean',
    { tag: '@desktop' },
    async ({ page }) => {
      const answer = deferred();
      backEnd.reply({ status: 200, body: '{"ok":true}', after: answer.promise });
      await openForm(page);
      await fillLikeAPerson(page, MARIA);
      const typed = await fieldValues(page);
      await pauseClock(page);
      await submitButton(page).click();
      await expect.poll(() => backEnd.posts().length).toBe(1);

      const fields = leadFields(page);
      for (const field of [fields.name, fields.email, fields.phone, fields.message]) await expect(field).not.toBeEditable();
      await expect(fields.service).toBeDisabled();
      await expect(leadStatus(page)).toContainText(s.sending);
      await expect(leadStatus(page)).toContainText(s.locked);
      // The visitor tries anyway: a new e-mail, one more line in the message.
      await fields.email.focus();
      await page.keyboard.press('End');
      await page.keyboard.type('.br');
      await fields.message.focus();
      await page.keyboard.press('End');
      await page.keyboard.type('\nMais uma linha.');
      expect(await fieldValues(page)).toEqual(typed);
      await expectFormAxeClean(page);

      await page.clock.resume();
      answer.resolve();
      await expect(leadStatus(page)).toContainText(s.sentTitle);
      expect(parsedPosts()).toEqual([expect.objectContaining({ email: MARIA.email, message: MARIA.message })]);
      // What was sent is what was shown, so clearing it loses nothing.
      for (const field of Object.values(fields)) await expect(field).toHaveValue('');
      await expect(fields.email).toBeEditable();
    },
  );

  test('a form filled within 3 s (autofill, paste) is delivered, flagged fastFill for the back-end', { tag: '@desktop' }, async ({ page }) => {
    await openForm(page);
    // The page's clock stands still from here: the whole fill takes half a second of its time.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await fillLead(page, MARIA);
    await submitButton(page).click();

    await expect(leadStatus(page)).toContainText(s.sentTitle);
    const posts = parsedPosts();
    expect(posts).toEqual([expect.objectContaining({ name: MARIA.name, fastFill: true })]);
    expect(posts[0]!.fillMs).toEqual(expect.any(Number));
    expect(posts[0]!.fillMs as number).toBeLessThan(LEAD_MIN_FILL_MS);
  });

  test('a filled honeypot sends nothing and says so, offering WhatsApp and the phone', { tag: '@desktop' }, async ({ page }) => {
    await openForm(page);
    await fillLikeAPerson(page, MARIA);
    // Only a program fills the hidden field (it is out of sight and out of the tab order).
    await contactForm(page)
      .locator('input[name="_gotcha"]')
      .evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
    await submitButton(page).click();

    await expect(leadStatus(page)).toContainText(s.failed.bot);
    await expect(leadStatus(page)).not.toContainText(s.sentTitle);
    await expect(whatsappLinks(page)).toHaveCount(2);
    await expect(callLink(page)).toBeVisible();
    expect(backEnd.posts()).toEqual([]);
    expect(await fieldValues(page)).toMatchObject({ name: MARIA.name, email: MARIA.email });
  });

  test('a second click right after a fast success keeps the confirmation', { tag: '@desktop' }, async ({ page }) => {
    backEnd.reply({ status: 200, body: '{"ok":true}', after: new Promise((done) => setTimeout(done, 50)) });
    await openForm(page);
    await fillLikeAPerson(page, MARIA);
    await submitButton(page).click();
    await expect(leadStatus(page)).toContainText(s.sentTitle);
    await submitButton(page).click();

    await expect(leadStatus(page)).toContainText(s.sentTitle);
    await expectNoFieldErrors(page);
    await expect(leadFields(page).name).not.toBeFocused();
    expect(backEnd.posts()).toHaveLength(1);
  });

  test('two tabs sending the same lead use one idempotency key', { tag: '@desktop' }, async ({ page, context }) => {
    test.slow();
    await withTwoTabs(page, context, [], async (other) => {
      // Tab A sends; the back-end stores it but answers too late, so A times out.
      await submitButton(page).click();
      await expect.poll(() => backEnd.posts().length).toBe(1);
      await page.clock.fastForward(LEAD_TIMEOUT_MS);
      await expect(leadStatus(page)).toContainText(s.failed.timeout);

      // Tab B sends the same content: the back-end can tell it is the same lead.
      await submitButton(other).click();
      await expect.poll(() => backEnd.posts().length).toBe(2);
      await expect(leadStatus(other)).toContainText(s.sentTitle);
      expect(keys()[1]).toBe(keys()[0]);
    });
  });

  test('a tab whose request hangs learns from the other tab that the lead was delivered', { tag: '@desktop' }, async ({ page, context }) => {
    await withTwoTabs(page, context, [{ status: 200, body: '{"ok":true}' }], async (other, release) => {
      // Tab A sends and its request hangs; tab B sends the same lead, which is delivered.
      await submitButton(page).click();
      await expect.poll(() => backEnd.posts().length).toBe(1);
      await submitButton(other).click();
      await expect(leadStatus(other)).toContainText(s.sentTitle);
      expect(keys()[1]).toBe(keys()[0]);

      // A says so at once, with its fields emptied like B's, and never claims a draft it lost.
      await expect(leadStatus(page)).toContainText(s.sentTitle);
      await expect(leadFields(page).name).toHaveValue('');
      // Its own late answer, or its time-out, changes nothing.
      release();
      await page.clock.fastForward(LEAD_TIMEOUT_MS);
      await expect(leadStatus(page)).toContainText(s.sentTitle);
      await expect(leadStatus(page)).not.toContainText(s.failedTitle);
    });
  });

  test(
    'two tabs sending at once, the other tab answered first: the click in the tab the visitor typed in, landing just after, shows that delivery with its reference, never an empty form with errors',
    { tag: '@desktop' },
    async ({ page, context }) => {
      await withTwoTabs(
        page,
        context,
        [],
        async (other, release) => {
          release();
          await submitButton(other).click();
          await expectDelivered(other);
          // The click in tab A reaches it right after tab B's delivery did.
          await submitButton(page).click();
          await expectDelivered(page);
          expect(backEnd.posts()).toHaveLength(1);
        },
        STORED,
      );
    },
  );

  test(
    'a tab left idle learns that the other tab delivered the lead it holds, with its reference; a click there later sends nothing',
    { tag: '@desktop' },
    async ({ page, context }) => {
      backEnd.reply({ status: 200, body: STORED }, { status: 200, body: '{"ok":true,"reference":"P3QR-8XYZ"}' });
      const other = await openSecondTab(page, context);
      await submitButton(other).click();
      await expectDelivered(other);

      // Tab A, where the visitor typed the lead and then left it, says it was delivered without a click.
      await expectDelivered(page);
      await submitButton(page).click();
      await expectDelivered(page);
      expect(backEnd.posts()).toHaveLength(1);
      // And another message can be sent from it: a new lead, with a new key.
      await fillLikeAPerson(page, { ...MARIA, message: 'Outra pergunta: vocês limpam placas em Cambé?' });
      await submitButton(page).click();
      await expect(leadStatus(page)).toContainText('P3QR-8XYZ');
      expect(backEnd.posts()).toHaveLength(2);
      expect(keys()[1]).not.toBe(keys()[0]);
      await other.close();
    },
  );

  test(
    'two tabs clicking send at the same moment, the answers held: one key, and both tabs show the one reference',
    { tag: '@desktop' },
    async ({ page, context }) => {
      const second = deferred();
      await withTwoTabs(
        page,
        context,
        [{ status: 200, body: STORED, after: second.promise }],
        async (other, release) => {
          await Promise.all([submitButton(page).click(), submitButton(other).click()]);
          await expect.poll(() => backEnd.posts().length).toBeGreaterThan(0);
          release();
          second.resolve();
          await expectDelivered(page);
          await expectDelivered(other);
          expect(new Set(keys()).size).toBe(1);
        },
        STORED,
      );
    },
  );

  test(
    'the other tab’s send fails: the tab the visitor typed in keeps the lead and no error, sends it with the same key, and both then show its reference',
    { tag: '@desktop' },
    async ({ page, context }) => {
      backEnd.reply({ status: 503, body: '{"error":"manutenção"}' }, { status: 503, body: '{"error":"manutenção"}' }, { status: 200, body: STORED });
      const other = await openSecondTab(page, context);
      const typed = await fieldValues(page);
      await submitButton(other).click();
      await expect(leadStatus(other)).toContainText(s.failed.server);

      await expect(leadStatus(page)).not.toContainText(s.failedTitle);
      await expectNoFieldErrors(page);
      expect(await fieldValues(page)).toEqual(typed);
      await submitButton(page).click();
      await expectDelivered(page);
      await expectDelivered(other);
      expect(keys()).toHaveLength(3);
      expect(new Set(keys()).size).toBe(1);
      await other.close();
    },
  );

  test('storage forbidden: no promise of a saved draft, the key kept in memory across retries; axe clean', { tag: '@desktop' }, async ({ page, issues }) => {
    issues.allow({ console: new RegExp(escapeRegExp(backEnd.endpoint)) });
    await forbidStorage(page);
    backEnd.reply({ status: 503, body: '{"error":"manutenção"}' }, { status: 503, body: '{"error":"manutenção"}' });
    await openForm(page);
    await fillLikeAPerson(page, MARIA);
    await expect(storageOffNote(page)).toBeVisible();
    await expect(autosaveNote(page)).toHaveCount(0);
    await submitButton(page).click();

    await expect(leadStatus(page)).toContainText(s.failed.server);
    await expect(leadStatus(page)).toContainText(s.keptPageOnly);
    await expect(leadStatus(page)).not.toContainText(s.kept);
    await expectNoAxeViolations(page, { include: '#contact' });

    await retryButton(page).click();
    await expect(leadStatus(page)).toContainText(s.sentTitle);
    expect(backEnd.posts()).toHaveLength(3);
    expect(new Set(keys()).size).toBe(1);
  });

  test('the privacy page names the form service that receives the leads', { tag: '@desktop' }, async ({ page }) => {
    await page.goto(PRIVACY_PATH);
    await expect(page.getByText(privacyLeadPath.endpoint.recipient, { exact: true })).toBeVisible();
    await expect(page.getByText(privacyLeadPath.whatsapp.recipient, { exact: true })).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the message is capped at the limit the back-end is told about', { tag: '@desktop' }, async ({ page }) => {
      await page.goto('/');
      await expect(leadFields(page).message).toHaveAttribute('maxlength', String(LEAD_MESSAGE_MAX));
      await fillLead(page, { ...MARIA, message: 'Quero saber mais sobre energia solar. '.repeat(80).slice(0, 3007) });
      await submitButton(page).click();
      await expect.poll(() => backEnd.posts().length).toBe(1);
      const message = new URLSearchParams(backEnd.posts()[0]!.body).get('message') ?? '';
      expect(message.length).toBe(LEAD_MESSAGE_MAX);
    });
  });
});

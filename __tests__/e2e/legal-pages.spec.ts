import type { Page } from '@playwright/test';
import { DRAFT_KEY } from '@/components/contact/draft-key';
import { ATTRIBUTION_KEY } from '@/lib/attribution/attribution';
import { dataProtection } from '@/content/legal/data-protection';
import { COOKIES_PATH, DATA_PROTECTION_ID, LEGAL_DOCUMENTS, TERMS_PATH } from '@/content/legal/documents';
import { PRIVACY_PATH, ROADMAP_PATH } from '@/content/navigation';
import { site } from '@/content/company/site';
import { leadFields } from './support/contact';
import { expect, test } from './support/fixtures';
import { expectAtHeaderOffset } from './support/scroll';
import { footer, visit } from './support/site';
import { scaled } from './support/time-scale';

// The legal documents as a visitor reaches them: their own pages, what search engines
// read there, the links between them, and the claims of the cookie policy checked
// against what the site really stores.

const PAGES = [
  { path: PRIVACY_PATH, title: 'Política de Privacidade' },
  { path: TERMS_PATH, title: 'Termos de Uso' },
  { path: COOKIES_PATH, title: 'Política de Cookies' },
];

const related = (page: Page) => page.getByRole('navigation', { name: 'Outros documentos legais' });

test.describe('legal pages', () => {
  for (const { path, title } of PAGES) {
    test(`${path}: its own title, canonical, share card and JSON-LD`, async ({ page }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${title} | ${site.brand}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${path}`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${site.url}${path}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{80,}/);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(jsonLd.subjectOf.hasPart).toContainEqual({ '@type': 'WebPage', name: title, url: `${site.url}${path}` });
    });
  }

  test('the pages link to one another where a reader looks for it', async ({ page }) => {
    await visit(page, TERMS_PATH);
    await page.getByRole('region', { name: 'Seus dados' }).getByRole('link', { name: 'Política de Cookies' }).click();
    await expect(page).toHaveURL(COOKIES_PATH);

    await related(page).getByRole('link', { name: 'Termos de Uso' }).click();
    await expect(page).toHaveURL(TERMS_PATH);

    await related(page).getByRole('link', { name: 'Proteção de Dados (LGPD)' }).click();
    await expect(page).toHaveURL(`${PRIVACY_PATH}#${DATA_PROTECTION_ID}`);
    await expectAtHeaderOffset(page, DATA_PROTECTION_ID);
    await expect(page.getByRole('heading', { level: 2, name: dataProtection.heading })).toBeInViewport();
  });

  test('on the privacy page, the footer’s data-protection link jumps to its section', async ({ page }) => {
    await visit(page, PRIVACY_PATH);
    const logged = page.waitForEvent('console', (message) => message.text() === 'Documento legal solicitado: Proteção de Dados (LGPD)');
    await footer(page).getByRole('link', { name: 'Proteção de Dados (LGPD)' }).click();
    await logged;
    await expect(page).toHaveURL(`${PRIVACY_PATH}#${DATA_PROTECTION_ID}`);
    await expectAtHeaderOffset(page, DATA_PROTECTION_ID);
  });

  test('the cookie policy describes this build: where the form and the metrics go, if anywhere', async ({ page }) => {
    await visit(page, COOKIES_PATH);
    const leaving = page.getByRole('region', { name: 'O que sai do seu navegador, e quando' });
    const lead = process.env.NEXT_PUBLIC_LEAD_ENDPOINT?.trim();
    const vitals = process.env.NEXT_PUBLIC_VITALS_URL?.trim();
    if (lead && !lead.startsWith('/')) await expect(leaving).toContainText(new URL(lead).host);
    else await expect(leaving).toContainText('o formulário não envia os seus dados pela internet');
    if (vitals && !vitals.startsWith('/')) await expect(leaving).toContainText(new URL(vitals).host);
    else await expect(leaving).toContainText('essas medidas não são enviadas a lugar nenhum');
  });

  test('what the cookie policy says is true: no cookie anywhere, and only the form draft in storage', async ({ page, context }) => {
    test.setTimeout(scaled(90_000));
    const cookieHeaders: string[] = [];
    page.on('response', async (response) => {
      const header = await response.headerValue('set-cookie');
      if (header) cookieHeaders.push(`${response.url()}: ${header}`);
    });
    for (const path of [ROADMAP_PATH, PRIVACY_PATH, TERMS_PATH, COOKIES_PATH]) await visit(page, path);

    await visit(page, '/#contact');
    await leadFields(page).name.fill('Maria da Silva');
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage))).toEqual([DRAFT_KEY]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(cookieHeaders).toEqual([]);

    // The policy names that very key.
    await visit(page, COOKIES_PATH);
    await expect(page.getByRole('region', { name: 'O que fica guardado no seu navegador' })).toContainText(DRAFT_KEY);
  });

  test('a landing from a campaign keeps only the origin of the visit, under the key the cookie policy names, and no cookie', async ({ page, context }) => {
    await visit(page, `${ROADMAP_PATH}?utm_source=google&utm_campaign=verao&gclid=abc&email=maria%40exemplo.com.br`);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([ATTRIBUTION_KEY]);
    expect(await page.evaluate((key) => localStorage.getItem(key), ATTRIBUTION_KEY)).not.toContain('maria');
    expect(await context.cookies()).toEqual([]);
    await visit(page, COOKIES_PATH);
    await expect(page.getByRole('region', { name: 'A origem da visita' })).toContainText(ATTRIBUTION_KEY);
  });
});

test.describe('legal links without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every footer link opens its document', async ({ page }) => {
    for (const doc of LEGAL_DOCUMENTS) {
      await page.goto('/');
      await footer(page).getByRole('link', { name: doc.label, exact: true }).click();
      await expect(page).toHaveURL(doc.href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});

import type { Page } from '@playwright/test';
import { navigation, ROADMAP_PATH, SECTION_IDS } from '@/content/navigation';
import { ROADMAP_TITLE } from '@/content/seo';
import { FAQ_PATH, FAQ_TITLE, faqEntries, faqForService, faqHref } from '@/content/faq';
import { PREMISES } from '@/content/simulator/premise-texts';
import { SERVICE_PAGES, servicePath } from '@/content/service-pages';
import { expect, test } from './support/fixtures';
import { expectAtHeaderOffset } from './support/scroll';
import { footer, mainMenu, navItem } from './support/site';
import { cityPath, CITIES_PATH } from '@/components/cities/places';

// Everything a visitor reads is in the static HTML, and the menu is made of real links.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every home section is there with its heading', async ({ page }) => {
    await page.goto('/');
    for (const id of SECTION_IDS) {
      const section = page.locator(`main section#${id}`);
      await expect(section, `#${id}`).toBeVisible();
      await expect(section.getByRole('heading').first(), `heading of #${id}`).toBeVisible();
    }
  });

  test('the roadmap heading is readable', async ({ page }) => {
    await page.goto(ROADMAP_PATH);
    await expect(page.getByRole('heading', { level: 1, name: ROADMAP_TITLE })).toBeVisible();
  });

  test('every service page is readable: its heading, steps, numbers and questions, and its next step is a real link', async ({ page }) => {
    for (const service of SERVICE_PAGES) {
      await page.goto(servicePath(service));
      await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
      for (const name of ['Como funciona, passo a passo', 'Os números, pelo nosso simulador', 'Próximo passo']) {
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      }
      // Its questions when the company tags some with the service (Perguntas frequentes › Serviços), else none.
      const questions = page.getByRole('heading', { level: 2, name: 'Perguntas sobre este serviço' });
      if (faqForService(service.id).length > 0) await expect(questions).toBeVisible();
      else await expect(questions).toHaveCount(0);
      const next = page.getByRole('region', { name: 'Próximo passo' }).getByRole('link').first();
      await expect(next).toHaveAttribute('href', /^\/.*#(simulador|contact)$/);
    }
  });

  test('the frequent questions are readable, and the index and a premise’s link reach an answer', { tag: '@desktop' }, async ({ page }) => {
    await page.goto(FAQ_PATH);
    await expect(page.getByRole('heading', { level: 1, name: FAQ_TITLE })).toBeVisible();
    // The company's questions, whichever it keeps (content/company/faq.json): each answer is there.
    const entries = faqEntries();
    const answers = page.locator('main section[id] [data-answer]');
    await expect(answers).toHaveCount(entries.length);
    await expect(answers.first()).toBeVisible();
    const further = entries[Math.min(4, entries.length - 1)]!;
    await page.getByRole('navigation', { name: 'Nesta página' }).getByRole('link', { name: further.question, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${further.id}$`));
    await expect(page.locator(`#${further.id}`)).toBeInViewport();

    // From the simulator's premises, with the disclosure opened (a <details>, no script needed): the
    // first premise whose question the company keeps.
    const premise = PREMISES.find((p) => p.faq && entries.some((entry) => entry.id === p.faq));
    expect(premise, 'a premise links to one of the questions').toBeDefined();
    const question = entries.find((entry) => entry.id === premise!.faq)!;
    await page.goto('/');
    await page.locator('#simulador').getByText('Ver as premissas e fontes').click();
    await page.locator('#simulador').getByRole('link', { name: question.question, exact: true }).click();
    await expect(page).toHaveURL(faqHref(question.id));
    await expect(page.locator(`#${question.id}`)).toBeInViewport();
  });

  test('the city hub and a city page are whole: the trail, the sun table, the bills table and the links work', async ({ page }) => {
    await page.goto(CITIES_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Energia solar por cidade' })).toBeVisible();
    await page.getByRole('link', { name: 'Nova Aurora', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${cityPath('nova-aurora')}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Energia solar em Nova Aurora' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Sol e geração de um kWp em Nova Aurora/ }).getByRole('row')).toHaveCount(14);
    await expect(page.getByRole('table', { name: /^Sistema residencial em Nova Aurora/ }).getByRole('row')).toHaveCount(4);
    await page.getByRole('navigation', { name: 'Você está em' }).getByRole('link', { name: 'Energia solar por cidade' }).click();
    await expect(page).toHaveURL(new RegExp(`${CITIES_PATH}$`));
  });

  test('the menu links are real anchors that reach their sections', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    for (const item of [...navigation].reverse()) {
      const link = mainMenu(page).getByRole('link', { name: item.label, exact: true });
      await expect(link).toHaveAttribute('href', item.href);
      await link.click();
      await expect(page).toHaveURL(item.href);
      await expectAtHeaderOffset(page, item.id);
    }
  });

  test('from the roadmap page a menu link loads the home page at its section', { tag: '@desktop' }, async ({ page }) => {
    const contact = navItem('contact');
    await page.goto(ROADMAP_PATH);
    await mainMenu(page).getByRole('link', { name: contact.label, exact: true }).click();
    await expect(page).toHaveURL(contact.href);
    await expectAtHeaderOffset(page, contact.id);
  });

  // The hamburger needs JavaScript: on small screens the menu becomes a strip of links under
  // the header, and anchors land just below that strip.
  test('on a phone the menu is a strip of links that reach their sections below it', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: /menu/i })).toBeHidden();
    for (const item of [...navigation].reverse()) {
      const link = mainMenu(page).getByRole('link', { name: item.label, exact: true });
      await expect(link).toHaveAttribute('href', item.href);
      await link.click();
      await expect(page).toHaveURL(item.href);
      await expectBelowMenuStrip(page, item.id);
    }
  });

  test('on a phone the footer navigation reaches every section too', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/');
    for (const item of navigation) {
      const link = footer(page).getByRole('link', { name: item.label, exact: true });
      await expect(link).toHaveAttribute('href', item.href);
      await link.click();
      await expect(page).toHaveURL(item.href);
      await expectBelowMenuStrip(page, item.id);
    }
  });
});

/** The section's top sits on the strip's bottom edge (±2 px), or the page is at its end. */
async function expectBelowMenuStrip(page: Page, id: string) {
  await expect
    .poll(async () =>
      page.evaluate((sectionId) => {
        const strip = document.getElementById('menu-principal')?.getBoundingClientRect();
        const top = document.getElementById(sectionId)?.getBoundingClientRect().top;
        if (!strip || top === undefined) return 'missing';
        const atEnd = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1;
        const atStart = window.scrollY <= 0;
        return Math.abs(top - strip.bottom) <= 2 || (atEnd && top >= strip.bottom - 2) || (atStart && top <= strip.bottom + 2)
          ? 'below the strip'
          : `#${sectionId} top=${top} strip bottom=${strip.bottom}`;
      }, id),
    )
    .toBe('below the strip');
}

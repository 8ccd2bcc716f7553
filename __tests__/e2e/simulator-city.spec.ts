import { cityCopy } from '@/content/cities/copy';
import { searchMunicipalities } from '@/components/simulator/city-search';
import { simulate, type OwnPlantResult } from '@/components/simulator/simulate';
import { FEATURED_CITIES, simulatorCopy } from '@/content/simulator';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { openSimulator, ownPlantInput, resultFigures, resultsRegion, simulatorFields } from './support/simulator';
import { scaled } from './support/time-scale';

// The city search: an editable combobox with a list popup, as the WAI-ARIA Authoring
// Practices describe it, over the 399 municipalities of Paraná, used here by keyboard only.

const figure = async (page: Parameters<typeof openSimulator>[0], term: string) => (await resultFigures(page))[term];

test('by keyboard: type without accents, move with the arrows, choose with Enter; axe clean with the list open @desktop', async ({ page }) => {
  // Each axe scan of the whole home page takes 3 to 8 s on the shared 2-core machine.
  test.setTimeout(scaled(60_000));
  await openSimulator(page);
  const { bill, city, cityList } = simulatorFields(page);
  // A bill for which the default city's sun and Ponta Grossa's call for different systems, as the model
  // says with the company's tariff.
  const system = (brl: number, city?: string) => simulate(ownPlantInput({ usage: { kind: 'bill', brl }, ...(city && { city }) })) as OwnPlantResult;
  const brl = Array.from({ length: 200 }, (_, i) => 300 + 10 * i).find((value) => system(value).modules !== system(value, 'Ponta Grossa').modules);
  expect(brl, 'a bill whose system depends on the city').toBeDefined();
  await bill.fill(String(brl));
  const atDefault = system(brl!);
  await expect.poll(() => figure(page, 'Sistema')).toContain(`${atDefault.modules} módulos`);

  // From the bill to the city field by Tab (the compact summary between them shows on phones only).
  await bill.focus();
  await page.keyboard.press('Tab');
  await expect(city).toBeFocused();
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('ponta g');
  await expect(city).toHaveAttribute('aria-expanded', 'true');
  await expect(cityList).toBeVisible();
  await expect(cityList.getByRole('option')).toHaveCount(1);
  // The count is announced once typing pauses.
  await expect(page.getByRole('status').filter({ hasText: simulatorCopy.city.found(1) })).toBeAttached();
  await expectNoAxeViolations(page, { include: '#simulador' });

  await page.keyboard.press('ArrowDown');
  const option = cityList.getByRole('option', { name: /^Ponta Grossa/ });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(city).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await expect(city).toBeFocused();
  await expectNoAxeViolations(page, { include: '#simulador' });

  await page.keyboard.press('Enter');
  await expect(city).toHaveValue('Ponta Grossa');
  await expect(cityList).toBeHidden();
  const pontaGrossa = system(brl!, 'Ponta Grossa');
  await expect.poll(() => figure(page, 'Sistema')).toContain(`${pontaGrossa.modules} módulos`);
  await expect(resultsRegion(page)).toContainText(`Em junho o sistema gera cerca de`);
});

test('the company’s cities come first; Up, Down, Home, End and Escape do what the pattern says @desktop', async ({ page }) => {
  await openSimulator(page);
  const { city, cityList } = simulatorFields(page);
  await city.focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(cityList).toBeVisible();
  await expect(city).not.toHaveAttribute('aria-activedescendant');
  // The company's cities (its offices', then the others it names: content/simulator/cities.ts), whichever they are.
  const featured = [...new Set(FEATURED_CITIES)];
  const names = searchMunicipalities('').map((m) => m.name);
  expect(names.slice(0, featured.length)).toEqual(featured);
  const [first] = names as [string];
  for (const [index, name] of featured.entries()) await expect(cityList.getByRole('option').nth(index)).toHaveText(new RegExp(`^${name}`));

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(cityList.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  // The active option is scrolled into the list's view as it moves.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  const last = cityList.getByRole('option').last();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(last).toBeInViewport();

  // Home and End return to the text, the caret at its start or end.
  await page.keyboard.press('Home');
  await expect(city).not.toHaveAttribute('aria-activedescendant');
  expect(await city.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  expect(await city.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(first.length);

  await page.keyboard.press('Escape');
  await expect(cityList).toBeHidden();
  await expect(city).toHaveValue(first);
  await expect(city).toBeFocused();
});

test('a name it does not know gets a message in Portuguese and keeps what was typed @desktop', async ({ page }) => {
  await openSimulator(page);
  const { bill, city } = simulatorFields(page);
  await bill.fill('500');
  await city.fill('Maringa do Sul');
  await page.keyboard.press('Tab');
  await expect(city).toHaveValue('Maringa do Sul');
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  await expect(city).toHaveAccessibleDescription(/Escolha uma das cidades do Paraná na lista/);
  await expect(resultsRegion(page).getByText(simulatorCopy.placeholderTitle)).toBeVisible();
  await expectNoAxeViolations(page, { include: '#simulador' });
});

test('a city page carries the simulator, set to that city: its link leads there, and the result is the city’s', async ({ page }) => {
  await page.goto('/energia-solar/cambe/');
  await page.getByRole('link', { name: cityCopy.simulate('Cambé') }).click();
  await expect(page).toHaveURL(/\/energia-solar\/cambe\/#simulador$/);
  const { bill, city } = simulatorFields(page);
  await expect(city).toHaveValue('Cambé');
  await bill.fill('500');
  const cambe = simulate(ownPlantInput({ usage: { kind: 'bill', brl: 500 }, city: 'Cambé' })) as OwnPlantResult;
  await expect.poll(() => figure(page, 'Sistema')).toContain(`${cambe.modules} módulos`);
});

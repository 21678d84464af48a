import type { Page } from '@playwright/test';
import { expect, test } from '../../e2e/support/test';
import { AREAS, PERIODS, VEHICLE_TYPES, formatPrice, type Locale } from '@greencard/domain';
import {
  LABELS,
  areaName,
  chooseOffer,
  homePath,
  offersRegion,
  periodName,
  sandboxOffers,
  searchOffers,
  selectButton,
  shownPrices,
  vehicleTypeName,
  type Choice,
} from '../../e2e/support/steps/calculator';
import { axeViolations } from '../../e2e/support/accessibility';

// The calculator step's own tests, tagged with its name: `npm run e2e --workspace @greencard/mf-calculator` runs them.
test.describe('calculator', { tag: '@calculator' }, () => {
  // The tag manager is a third party: the tests never reach it.
  test.beforeEach(async ({ page }) => {
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  });

  const ascending = (prices: number[]) => [...prices].sort((a, b) => a - b).map(formatPrice);

  async function journeySnapshot(page: Page) {
    return page.evaluate(() => JSON.parse(window.localStorage.getItem('state_snapshot_journey') ?? 'null'));
  }

  for (const locale of ['uk', 'en'] as const) {
    test(`a buyer in ${locale} sees the sandbox's prices for every vehicle type in both areas`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(homePath(locale));
      let round = 0;
      for (const { value: autoType } of VEHICLE_TYPES) {
        for (const { value: area } of AREAS) {
          // A different period each time, so the rounds also cover the period list.
          const period = PERIODS[(round * 3 + (locale === 'en' ? 1 : 0)) % PERIODS.length]!.value;
          round += 1;
          const expected = await searchOffers(page, { locale, autoType, area, period });
          await expect
            .poll(() => shownPrices(page, locale))
            .toEqual(ascending(expected.map((p) => p.discountedPayment)));
          await expect(
            offersRegion(page, locale).getByText(
              `${vehicleTypeName(autoType, locale)} · ${areaName(area, locale)} · ${periodName(period, locale)}`,
            ),
          ).toBeVisible();
        }
      }
    });
  }

  const journeys: Record<Locale, Omit<Choice, 'locale'> & { contract: RegExp }> = {
    uk: { autoType: 'E', area: 'BMR', period: 'SIX_MONTHS', contract: /^[^?#]*\/contract$/ },
    en: { autoType: 'C', area: 'EUROPE', period: 'THREE_MONTHS', contract: /\/en\/contract$/ },
  };

  for (const locale of ['uk', 'en'] as const) {
    test(`a buyer in ${locale} sorts both ways, finds the form after a reload and carries the choice to the contract`, async ({
      page,
    }) => {
      const { contract, ...choice } = journeys[locale];
      const texts = LABELS[locale];
      await page.goto(homePath(locale));
      const expected = await searchOffers(page, { locale, ...choice });
      const cheapestFirst = ascending(expected.map((p) => p.discountedPayment));

      await expect.poll(() => shownPrices(page, locale)).toEqual(cheapestFirst);
      await page.getByRole('radio', { name: texts.sortDesc }).check();
      await expect.poll(() => shownPrices(page, locale)).toEqual([...cheapestFirst].reverse());
      await page.getByRole('radio', { name: texts.sortAsc }).check();
      await expect.poll(() => shownPrices(page, locale)).toEqual(cheapestFirst);
      await page.getByRole('radio', { name: texts.sortDesc }).check();

      await page.reload();
      await expect(selectButton(page, texts.autoType)).toContainText(vehicleTypeName(choice.autoType, locale));
      await expect(selectButton(page, texts.area)).toContainText(areaName(choice.area, locale));
      await expect(selectButton(page, texts.period)).toContainText(periodName(choice.period, locale));
      await expect(page.getByRole('radio', { name: texts.sortDesc })).toBeChecked();
      await expect.poll(() => shownPrices(page, locale)).toEqual([...cheapestFirst].reverse());

      const dearest = [...expected].sort((a, b) => b.discountedPayment - a.discountedPayment)[0]!;
      await offersRegion(page, locale).getByRole('button', { name: texts.buy }).first().click();
      await expect(page).toHaveURL(contract);
      const journey = await journeySnapshot(page);
      expect(journey.value.selection).toEqual({ ...choice, customerCategory: 'NATURAL' });
      expect(journey.value.product).toEqual({ tariff: dearest.tariff, discountedPayment: dearest.discountedPayment });
    });
  }

  test('a state number fills the vehicle type and travels with the choice', async ({ page }) => {
    await page.goto('/en');
    // AA1234BB is a motorcycle in the sandbox's registry.
    await page.getByLabel(LABELS.en.stateNumber).fill('аа 1234 вв');
    await expect(page.getByText('Found: Yamaha MT-07, 2019. Vehicle type: Motorcycles.')).toBeVisible();
    await expect(selectButton(page, LABELS.en.autoType)).toContainText('Motorcycles');
    const expected = await searchOffers(page, { locale: 'en', autoType: 'B', area: 'EUROPE', period: 'ONE_MONTH' });
    const cheapest = [...expected].sort((a, b) => a.discountedPayment - b.discountedPayment)[0]!;
    await offersRegion(page, 'en').getByRole('button', { name: LABELS.en.buy }).first().click();
    await expect(page).toHaveURL(/\/en\/contract$/);
    const journey = await journeySnapshot(page);
    expect(journey.value.selection).toEqual({
      autoType: 'B',
      area: 'EUROPE',
      period: 'ONE_MONTH',
      customerCategory: 'NATURAL',
      stateNumber: 'AA1234BB',
    });
    expect(journey.value.product.tariff).toBe(cheapest.tariff);
  });

  test('chooseOffer (for other specs) buys the cheapest offer and opens the contract', async ({ page }) => {
    const product = await chooseOffer(page, { locale: 'uk', autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH' });
    const journey = await journeySnapshot(page);
    expect(journey.value.product).toEqual({ tariff: product.tariff, discountedPayment: product.discountedPayment });
    expect(journey.value.selection).toEqual({
      autoType: 'A',
      area: 'EUROPE',
      period: 'ONE_MONTH',
      customerCategory: 'NATURAL',
    });
  });

  test('at 320 px the whole purchase start works by keyboard alone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await page.getByLabel(LABELS.en.stateNumber).focus();
    await page.keyboard.press('Tab');
    await expect(selectButton(page, LABELS.en.autoType)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(selectButton(page, LABELS.en.area)).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(selectButton(page, LABELS.en.area)).toContainText('Europe');
    await expect(selectButton(page, LABELS.en.area)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(selectButton(page, LABELS.en.period)).toContainText('15 days');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Policyholder')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: LABELS.en.submit })).toBeFocused();
    await page.keyboard.press('Enter');

    const expected = await sandboxOffers({ autoType: 'A', area: 'EUROPE', period: 'FIFTEEN_DAYS' });
    await expect.poll(() => shownPrices(page, 'en')).toEqual(ascending(expected.map((p) => p.discountedPayment)));
    await expect(page.getByRole('heading', { name: LABELS.en.offers })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.keyboard.press('Tab');
    await expect(offersRegion(page, 'en').getByRole('button', { name: LABELS.en.buy }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/contract$/);
  });

  test('where the card is valid: the countries and the map of the chosen area, loaded on demand', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(request.url()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Зелена картка онлайн' })).toBeVisible();
    expect(chunks.some((url) => /\/coverage\.[0-9a-f]+\.js$/.test(url))).toBe(false);

    await pickArea(page, 'Молдова, Азербайджан');
    await page.getByText('Показати країни та карту').click();
    const region = page.getByRole('region', { name: 'Де діє поліс' });
    await expect(region.getByRole('img', { name: /країни зони «Молдова, Азербайджан» виділено/ })).toBeVisible();
    await expect(region.getByRole('heading', { name: 'Країни зони «Молдова, Азербайджан»' })).toBeVisible();
    await expect(region.locator('.calc-coverage__list li')).toHaveText(['Азербайджан', 'Молдова']);
    expect(chunks.some((url) => /\/coverage\.[0-9a-f]+\.js$/.test(url))).toBe(true);

    await pickArea(page, 'Європа');
    await expect(region.locator('.calc-coverage__list li')).toHaveCount(44);
  });

  async function pickArea(page: Page, name: string) {
    await selectButton(page, LABELS.uk.area).click();
    await page.getByRole('option', { name, exact: true }).click();
  }

  for (const [locale, width] of [
    ['uk', 320],
    ['en', 1170],
  ] as const) {
    test(`the welcome heading is the largest paint above the fold (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 720 });
      await page.goto(homePath(locale));
      await expect(page.getByRole('heading', { level: 2, name: LABELS[locale].offers })).toBeVisible();
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
              const element = entries[entries.length - 1]?.element;
              resolve(element ? `${element.tagName.toLowerCase()}#${element.id}` : 'none');
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(largest).toBe('h1#welcome-title');
    });
  }

  test('the header links land on the payment information and the FAQ', async ({ page }) => {
    await page.setViewportSize({ width: 1170, height: 800 });
    await page.goto('/en#faq');
    await expect(page.getByRole('heading', { name: 'Questions and answers' })).toBeInViewport();
    await page.getByText('When does the cover start?').click();
    await expect(page.getByText(/At 00:00 on the start date you enter in the contract/)).toBeVisible();
    await page.goto('/en#payment-info');
    await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeInViewport();
  });

  test.describe('accessibility', () => {
    for (const width of [320, 1170]) {
      test(`the home page has no accessibility violations at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/en');
        await searchOffers(page, { locale: 'en', autoType: 'A', area: 'EUROPE', period: 'YEAR' });
        await page.getByText('Show the countries and the map').click();
        await expect(page.getByRole('img', { name: /Map of the Green Card System countries/ })).toBeVisible();
        await expect(page.getByText('What does a Green Card cover?')).toBeVisible();
        expect(await axeViolations(page, { include: '[data-step="calculator"]' })).toEqual([]);
      });
    }
  });
});

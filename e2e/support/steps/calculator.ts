// The calculator step as a buyer uses it: pick vehicle type, area and period on the home page, read the offers and
// choose one. Other specs start their journey with chooseOffer; the expected prices come from the sandbox itself.
import { expect, type Locator, type Page } from '@playwright/test';
import {
  AREAS,
  PERIODS,
  VEHICLE_TYPES,
  formatPrice,
  type Area,
  type Locale,
  type Period,
  type VehicleType,
} from '@greencard/domain';
import { insurer } from '../journey';

export interface Choice {
  locale: Locale;
  autoType: VehicleType;
  area: Area;
  period: Period;
}

export interface SandboxProduct {
  tariff: number;
  discountedPayment: number;
  name?: string;
  insurer?: string;
}

/** The labels the page shows, per language (the calculator's texts). */
export const LABELS = {
  uk: {
    autoType: 'Тип транспортного засобу',
    area: 'Зона дії',
    period: 'Строк дії',
    stateNumber: "Державний номер (необов'язково)",
    submit: 'Показати ціни',
    offers: 'Пропозиції',
    sortAsc: 'Спочатку дешевші',
    sortDesc: 'Спочатку дорожчі',
    buy: 'Оформити',
  },
  en: {
    autoType: 'Vehicle type',
    area: 'Coverage area',
    period: 'Coverage period',
    stateNumber: 'State number (optional)',
    submit: 'Show prices',
    offers: 'Offers',
    sortAsc: 'Cheapest first',
    sortDesc: 'Dearest first',
    buy: 'Buy',
  },
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const homePath = (locale: Locale) => (locale === 'uk' ? '/' : '/en');

const label = <V extends string>(
  options: readonly { value: V; label: Record<Locale, string> }[],
  value: V,
  locale: Locale,
) => options.find((option) => option.value === value)?.label[locale] ?? value;

export const vehicleTypeName = (value: VehicleType, locale: Locale) => label(VEHICLE_TYPES, value, locale);
export const areaName = (value: Area, locale: Locale) => label(AREAS, value, locale);
export const periodName = (value: Period, locale: Locale) => label(PERIODS, value, locale);

/** What GET /green/search answers for the choice, asked of the sandbox directly. */
export function sandboxOffers({ autoType, area, period }: Omit<Choice, 'locale'>): Promise<SandboxProduct[]> {
  const query = new URLSearchParams({ area, type: autoType, period, customerCategory: 'NATURAL' });
  return insurer<SandboxProduct[]>('GET', `/green/search?${query}`);
}

/** The select (a button opening a listbox) whose label starts with `name`. */
export function selectButton(page: Page, name: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${escape(name)}`) });
}

/** Chooses `option` in the select whose label starts with `name`. */
export async function pick(page: Page, name: string, option: string) {
  await selectButton(page, name).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(selectButton(page, name)).toContainText(option);
}

export function offersRegion(page: Page, locale: Locale): Locator {
  return page.getByRole('region', { name: LABELS[locale].offers, exact: true });
}

/** The prices of the listed offers, top to bottom, as shown. */
export async function shownPrices(page: Page, locale: Locale): Promise<string[]> {
  return offersRegion(page, locale).locator('.gc-price').allTextContents();
}

/** Fills the calculator on the current page and waits for the offers of the sandbox to be listed. */
export async function searchOffers(page: Page, { locale, autoType, area, period }: Choice): Promise<SandboxProduct[]> {
  const texts = LABELS[locale];
  const expected = await sandboxOffers({ autoType, area, period });
  await pick(page, texts.autoType, vehicleTypeName(autoType, locale));
  await pick(page, texts.area, areaName(area, locale));
  await pick(page, texts.period, periodName(period, locale));
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(offersRegion(page, locale).getByRole('listitem')).toHaveCount(expected.length);
  return expected;
}

/**
 * From the home page in `locale`, picks the choice, buys the cheapest offer and waits for the contract page.
 * Returns the product chosen, as the sandbox priced it.
 */
export async function chooseOffer(page: Page, choice: Choice): Promise<SandboxProduct> {
  await page.goto(homePath(choice.locale));
  const offers = await searchOffers(page, choice);
  const cheapest = [...offers].sort((a, b) => a.discountedPayment - b.discountedPayment)[0];
  if (!cheapest) throw new Error(`the sandbox offered nothing for ${JSON.stringify(choice)}`);
  await page.getByRole('radio', { name: LABELS[choice.locale].sortAsc }).check();
  await offersRegion(page, choice.locale)
    .getByRole('button', {
      // A price's spaces are no-break ones on the page (rules §9) and plain in an accessible name: either will do.
      name: new RegExp(
        `^${LABELS[choice.locale].buy} .*${escape(formatPrice(cheapest.discountedPayment)).replace(/\u00a0/g, '\\s')}$`,
      ),
    })
    .first()
    .click();
  await expect(page).toHaveURL(choice.locale === 'uk' ? /\/contract$/ : /\/en\/contract$/);
  return cheapest;
}

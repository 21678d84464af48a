// Reaching and filling the contract step: a journey with an offer the sandbox really sells, and a buyer who fills
// the form the way the step is meant to be used (state number search, model and city searches).
import { expect, type Page } from '@playwright/test';
import { en } from '../../../mf-contract/src/i18n/en';
import { uk } from '../../../mf-contract/src/i18n/uk';
import { insurer, readOutbox, seedJourney, type OutboxMessage } from '../journey';

export type Locale = 'uk' | 'en';

export const CONTRACT_TEXTS = { uk, en } as const;

const SELECTION = { autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH', customerCategory: 'NATURAL' } as const;

export interface Buyer {
  surname: string;
  name: string;
  patronymic: string;
  inn: string;
  birthday: string;
  address: string;
  phone: string;
  email: string;
  stateNumber: string;
}

/**
 * What of a buyer is personal data a log must never hold: the plate, the phone's digits, the names, the email's local
 * part (which the whole address contains) and the tax number.
 */
export const personalDataOf = (buyer: Buyer): string[] => [
  buyer.stateNumber,
  buyer.phone.slice(1),
  buyer.name,
  buyer.surname,
  buyer.patronymic,
  buyer.email.split('@')[0] as string,
  buyer.inn,
];

/** A valid buyer with a phone of their own, so parallel tests find their own SMS in the outbox. */
export function newBuyer(overrides: Partial<Buyer> = {}): Buyer {
  const phone = `+38067${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  return {
    surname: 'Koval',
    name: 'Taras',
    patronymic: 'Ivanovych',
    inn: '3652504575', // valid, born 01.01.2000 (market facts sample)
    birthday: '01.01.2000',
    address: 'Khreshchatyk St 1, apt 5',
    phone,
    email: `taras.${phone.slice(-7)}@example.com`,
    stateNumber: 'AA1234AA', // a Volkswagen Golf in the sandbox registry
    ...overrides,
  };
}

function kyivToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date());
}

/** The Kyiv date `days` ahead as the form takes it (dd.mm.yyyy). */
export function startDate(days = 5): string {
  const date = new Date(`${kyivToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const [year, month, day] = date.toISOString().slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

/** Opens /contract with a journey holding the sandbox's first cars / Europe / one month offer. */
export async function openContract(page: Page, { locale }: { locale: Locale }) {
  const { area, autoType: type, period, customerCategory } = SELECTION;
  const query = new URLSearchParams({ area, type, period, customerCategory });
  const products = await insurer<Array<{ tariff: number; discountedPayment: number }>>('GET', `/green/search?${query}`);
  const product = products[0];
  if (!product) throw new Error('the sandbox offered no product');
  await seedJourney(page, { selection: SELECTION, product });
  await page.goto(locale === 'en' ? '/en/contract' : '/contract');
  await expect(page.getByRole('heading', { level: 1, name: CONTRACT_TEXTS[locale].title })).toBeVisible();
  return product;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks an entry of a search field: types, waits for the debounced answer, chooses the option. */
async function choose(page: Page, label: string, typed: string, option: RegExp | string) {
  const field = page.getByRole('combobox', { name: label });
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Fills the whole form with valid data: number search for the vehicle, model and city searches. */
export async function fillContract(page: Page, { locale, buyer = newBuyer() }: { locale: Locale; buyer?: Buyer }) {
  const t = CONTRACT_TEXTS[locale].fields;
  await page.getByLabel(t.stateNumber).fill(buyer.stateNumber);
  await page.getByRole('button', { name: CONTRACT_TEXTS[locale].numberSearch.button }).click();
  await expect(page.getByLabel(t.bodyNumber)).not.toHaveValue('');
  // The registry gave the model; the buyer picks it again through the model search.
  const model = page.getByRole('combobox', { name: t.model });
  const registryModel = await model.inputValue();
  await choose(page, t.model, registryModel.slice(0, 3), new RegExp(`^${escapeRegExp(registryModel)}$`));

  await page.getByLabel(t.surname).fill(buyer.surname);
  await page.getByLabel(t.name, { exact: true }).fill(buyer.name);
  await page.getByLabel(t.patronymic).fill(buyer.patronymic);
  await page.getByLabel(t.inn).fill(buyer.inn);
  await page.getByLabel(t.birthday).fill(buyer.birthday);
  await page.getByLabel(t.documentSeries).fill('FA');
  await page.getByLabel(t.documentNumber, { exact: true }).fill('123456');
  await page.getByLabel(t.documentIssuedBy).fill('8012');
  await page.getByLabel(t.documentDate).fill('14.05.2020');
  await page.getByLabel(t.address).fill(buyer.address);
  await choose(page, t.city, 'Kyiv', /^Kyiv,/);
  await page.getByLabel(t.phone).fill(buyer.phone);
  await page.getByLabel(t.email).fill(buyer.email);
  await page.getByLabel(t.startDate).fill(startDate());
  await page.getByLabel(t.confirm).check();
  await page.getByLabel(t.offerRead).check();
  return buyer;
}

/** Submits the form and waits for /confirm; answers the code the sandbox sent to the buyer's phone. */
export async function submitContract(
  page: Page,
  { locale, buyer }: { locale: Locale; buyer: Buyer },
): Promise<OutboxMessage> {
  await page.getByRole('button', { name: CONTRACT_TEXTS[locale].submit }).click();
  await expect(page).toHaveURL(locale === 'en' ? /\/en\/confirm$/ : /\/confirm$/);
  let message: OutboxMessage | undefined;
  await expect(async () => {
    [message] = await readOutbox({ phone: buyer.phone });
    expect(message?.code).toMatch(/^\d{6}$/);
  }).toPass();
  return message as OutboxMessage;
}

/** From nothing to /confirm with a code sent: an offer, a filled form, a submitted draft. */
export async function reachConfirm(page: Page, { locale }: { locale: Locale }) {
  await openContract(page, { locale });
  const buyer = await fillContract(page, { locale });
  const message = await submitContract(page, { locale, buyer });
  return { buyer, code: message.code, contractId: message.contractId };
}

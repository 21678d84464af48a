// Reaching and using the confirm step: a draft in REQUEST with its code sent, made through the shop's /api with the
// browser's own session (as the contract step would), the journey that hands it to /confirm, and signing with the
// code the sandbox "sent" by SMS.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { en } from '../../../mf-confirm/src/i18n/en';
import { uk } from '../../../mf-confirm/src/i18n/uk';
import { en as commonEn } from '../../../shared/i18n/src/resources/en';
import { uk as commonUk } from '../../../shared/i18n/src/resources/uk';
import { insurer, readOutbox, throughShop, type SeedJourney } from '../journey';

export type Locale = 'uk' | 'en';

/** The confirm step's own texts and the shared ones it shows, per language. */
export const CONFIRM_TEXTS = { uk: { ...uk, common: commonUk }, en: { ...en, common: commonEn } } as const;

const SELECTION = { autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH', customerCategory: 'NATURAL' } as const;
const INN = '3652504575'; // valid, male, born 01.01.2000 (market facts sample)

/** A page's path in a language: ('/confirm', 'en') -> '/en/confirm', ('/', 'en') -> '/en'. */
export const localPath = (path: string, locale: Locale) => (locale === 'en' ? `/en${path === '/' ? '' : path}` : path);

/** Waits until the page's path (without query or hash) is `path`. */
export async function expectPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

function kyivToday(): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date());
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A phone of its own for each draft, so parallel tests never read each other's SMS. */
const newPhone = () => `+38067${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

export interface RequestedDraft {
  contractId: number;
  phone: string;
  /** The journey as the contract step leaves it after the code went out. */
  journey: SeedJourney;
}

/** A valid snake-case draft of a cars / EUROPE / one month policy starting in five days (docs/insurer-api.md). */
export function snakeDraft(product: { tariff: number }, phone: string, shopOrderNumber: number) {
  const start = addDays(kyivToday(), 5);
  return {
    tariff_id: product.tariff,
    period: SELECTION.period,
    email: `taras.${phone.slice(-7)}@example.com`,
    phone,
    name_first: 'Taras',
    name_last: 'Koval',
    name_middle: 'Ivanovych',
    address: 'Khreshchatyk St 1, apt 5, Kyiv',
    birth_date: '2000-01-01',
    date_from: addDays(start, -1),
    vehicle_type: SELECTION.autoType,
    coverage_area: SELECTION.area,
    shop_order_number: shopOrderNumber,
    insurance_type: 'auto',
    foreign_operator: false,
    doc_type: 'EXTERNAL_PASSPORT',
    doc_number: '123456',
    doc_issued_by: '8012',
    doc_date: '2020-05-14',
    doc_seria: 'FA',
    registration_place: 80001,
    dont_have_code: false,
    code: INN,
    state_number: 'AA1234AA',
    body_number: 'WVWZZZ1KZAW000001',
    year: 2016,
    engineVolume: 1598,
    grossWeight: 1790,
    curbWeight: 1270,
    seatingCapacity: 5,
    autoMaker: 'Volkswagen',
    autoModel: 'Golf',
    sourceInfo: 'e2e',
  };
}

/**
 * A cars / EUROPE / one month draft saved, moved to REQUEST and with its code sent, as the contract step does, in
 * the session of the browser whose `request` this is (page.request).
 */
export async function createRequestedDraft(
  request: APIRequestContext,
  overrides: { phone?: string } = {},
): Promise<RequestedDraft> {
  const query = new URLSearchParams({
    area: SELECTION.area,
    type: SELECTION.autoType,
    period: SELECTION.period,
    customerCategory: 'NATURAL',
  });
  const [product] = await insurer<Array<{ tariff: number; discountedPayment: number }>>(
    'GET',
    `/green/search?${query}`,
  );
  if (!product) throw new Error('the sandbox offered no product');
  const phone = overrides.phone ?? newPhone();
  const shopOrderNumber = 1_000_000_000 + Math.floor(Math.random() * 8_999_999_999);
  const draft = await throughShop<{ id: number; number: string; date: string }>(
    request,
    'POST',
    '/green/save/draft',
    snakeDraft(product, phone, shopOrderNumber),
  );
  const { number } = await throughShop<{ number: string }>(request, 'PUT', '/green/change/status', {
    contract_id: draft.id,
    state: 'REQUEST',
  });
  const { sentAt } = await throughShop<{ sentAt: string }>(request, 'GET', `/sendCode?contract_id=${draft.id}`);
  return {
    contractId: draft.id,
    phone,
    journey: {
      selection: SELECTION,
      product,
      draft: { ...draft, number, customer: { phone } },
      codeSentAt: sentAt,
    },
  };
}

/** The newest confirmation code the sandbox sent for a contract (waits for it to arrive). */
export async function latestCode(contractId: number): Promise<string> {
  let code = '';
  await expect(async () => {
    const message = (await readOutbox({ contractId })).find((m) => m.kind === 'contract');
    expect(message?.code).toMatch(/^\d{6}$/);
    code = message?.code ?? '';
  }).toPass();
  return code;
}

/** A six-digit code that is certainly not the right one. */
export const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Types a code into the confirm screen and presses the sign action. */
export async function enterCode(page: Page, locale: Locale, code: string) {
  const t = CONFIRM_TEXTS[locale];
  await page.getByLabel(t.codeLabel).fill(code);
  await page.getByRole('button', { name: t.sign }).click();
}

/** On /confirm: signs with the code the sandbox sent for the contract; the buyer moves on to points or payment. */
export async function signWithCode(page: Page, { locale, contractId }: { locale: Locale; contractId: number }) {
  await enterCode(page, locale, await latestCode(contractId));
  await expect.poll(() => new URL(page.url()).pathname).not.toBe(localPath('/confirm', locale));
}

/** Whether the sandbox's clock is already past the day's sign-and-pay cut-off (23:55 Kyiv). */
export async function pastSignCutoff(): Promise<boolean> {
  const { now } = await insurer<{ now: string }>('GET', '/serverTime');
  const [hour = '0', minute = '0'] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Kyiv',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(now))
    .split(':');
  return Number(hour) * 60 + Number(minute) >= 23 * 60 + 55;
}

// Every page of the shop in the state a buyer meets it, reached the way the buyer does (contracts made through the
// shop, payments on the providers' pages), for the screenshot and accessibility checks of e2e/tests/pages.spec.ts.
import { expect, type Locator, type Page } from '@playwright/test';
import { seedJourney } from './journey';
import { openContract } from './steps/contract';
import { createRequestedDraft, localPath, type Locale } from './steps/confirm';
import { TEST_CARDS, payByCard, reachPayment } from './steps/payment';
import { LOYALTY_CUSTOMERS, createSignedContract, reachPoints } from './steps/points';

export const PAGE_STATES = [
  'home',
  'contract',
  'confirm',
  'points',
  'payment',
  'paid',
  'notPaid',
  'success',
  'fail',
  'bankPending',
  'notFound',
  'ui',
] as const;
export type PageState = (typeof PAGE_STATES)[number];

/** One phone for every visual check, so the confirm page shows the same number each run. */
const PHONE = '+380671234567';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** What differs from run to run and is not layout: contract and order numbers, dates, countdowns, the year. */
export function volatile(page: Page): Locator[] {
  return [
    page.getByText(/GC\d{8}|UA\/\d{3}\/\d{8}/),
    page.getByText(/\d{2}\.\d{2}\.\d{4}/),
    page.getByRole('timer'),
    page.getByText(/©\s*\d{4}/),
  ];
}

async function payOnProvider(page: Page, locale: Locale, card: string) {
  const contract = await reachPayment(page, locale);
  await page.getByRole('button', { name: /^(Сплатити|Pay) / }).click();
  await expect(page).toHaveURL(/\/sandbox\/easypay\/pay\//);
  await payByCard(page, card);
  await expect(page).toHaveURL(locale === 'en' ? /\/en\/paySuccess$/ : /\/paySuccess$/);
  return contract;
}

/** Opens the page in its state and waits until it has settled. */
export async function openPageState(page: Page, state: PageState, locale: Locale): Promise<void> {
  switch (state) {
    case 'home':
      await page.goto(localPath('/', locale));
      break;
    case 'contract':
      await openContract(page, { locale });
      break;
    case 'confirm': {
      const { journey } = await createRequestedDraft(page.request, { phone: PHONE });
      await seedJourney(page, journey);
      await page.goto(localPath('/confirm', locale));
      break;
    }
    case 'points': {
      const contract = await createSignedContract(page.request);
      await reachPoints(page, locale, contract, LOYALTY_CUSTOMERS.empty);
      break;
    }
    case 'payment':
      await reachPayment(page, locale);
      break;
    case 'paid':
      await payOnProvider(page, locale, TEST_CARDS.success);
      break;
    case 'notPaid':
      await payOnProvider(page, locale, TEST_CARDS.declined);
      break;
    case 'success':
      await payOnProvider(page, locale, TEST_CARDS.success);
      await page.getByRole('link', { name: locale === 'en' ? 'Continue' : 'Продовжити' }).click();
      await expect(page).toHaveURL(/\/success$/);
      break;
    case 'fail':
      await payOnProvider(page, locale, TEST_CARDS.declined);
      await page.getByRole('link', { name: locale === 'en' ? 'Continue' : 'Продовжити' }).click();
      await expect(page).toHaveURL(/\/fail$/);
      break;
    case 'bankPending': {
      const contract = await reachPayment(page, locale);
      await page.getByRole('radio', { name: locale === 'en' ? /instalments/i : /частинами/i }).check();
      await page.getByRole('button', { name: locale === 'en' ? /Term, months/ : /Строк, місяців/ }).click();
      await page.getByRole('option', { name: '12' }).click();
      await page.getByRole('button', { name: /^(Сплатити|Pay) / }).click();
      await expect(page).toHaveURL(/\/sandbox\/bank\/pay\//);
      const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
      // The buyer comes back before the bank has decided.
      await page.goto(localPath(`/paySuccess?provider=instalments&contract_id=${contract.id}&orderId=${encodeURIComponent(orderId)}`, locale));
      await expect(page.getByRole('button', { name: locale === 'en' ? 'Check again' : /Перевірити/ })).toBeVisible();
      break;
    }
    case 'notFound':
      await page.goto(localPath('/no-such-page', locale));
      break;
    case 'ui':
      await page.goto(localPath('/UI', locale));
      break;
  }
  await expect(h1(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

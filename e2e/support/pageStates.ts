// Every page of the shop in the state a buyer meets it, reached the way the buyer does (contracts made through the
// shop, payments on the providers' pages), for the screenshot and accessibility checks of e2e/tests/pages.spec.ts.
import { expect, type Locator, type Page } from '@playwright/test';
import { seedJourney } from './journey';
import { openContract } from './steps/contract';
import { searchOffers } from './steps/calculator';
import { CONFIRM_TEXTS, createRequestedDraft, enterCode, localPath, type Locale } from './steps/confirm';
import { TEST_CARDS, payByCard, reachPayment } from './steps/payment';
import {
  LOYALTY_CUSTOMERS,
  POINTS_TEXTS,
  createSignedContract,
  enterPoints,
  enterSecret,
  latestSecret,
  reachPoints,
} from './steps/points';

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
  'homePrices',
  'confirmCodeExpired',
  'pointsWrongSecret',
] as const;
export type PageState = (typeof PAGE_STATES)[number];

/**
 * The widths each state is looked at: a desktop's and a phone's, and the narrowest phone where long figures can
 * break (prices and cover amounts in the offers, rules §9).
 */
export function widthsOf(state: PageState): readonly number[] {
  return state === 'homePrices' ? [375] : [1280, 390];
}

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
      await page.goto(
        localPath(
          `/paySuccess?provider=instalments&contract_id=${contract.id}&orderId=${encodeURIComponent(orderId)}`,
          locale,
        ),
      );
      await expect(page.getByRole('button', { name: locale === 'en' ? 'Check again' : /Перевірити/ })).toBeVisible();
      break;
    }
    case 'notFound':
      await page.goto(localPath('/no-such-page', locale));
      break;
    case 'ui':
      await page.goto(localPath('/UI', locale));
      break;
    case 'homePrices':
      await page.goto(localPath('/', locale));
      // The dearest of the shop's choices: a bus across Europe for a year, prices and covers with thousands.
      await searchOffers(page, { locale, autoType: 'E', area: 'EUROPE', period: 'YEAR' });
      break;
    case 'confirmCodeExpired': {
      const { journey } = await createRequestedDraft(page.request, { phone: PHONE });
      // A code expires long after its resend countdown has run out: the buyer sent it ten minutes ago.
      await seedJourney(page, { ...journey, codeSentAt: new Date(Date.now() - 10 * 60_000).toISOString() });
      await page.goto(localPath('/confirm', locale));
      // The insurer's answer for a code typed after its life ended (docs/insurer-api.md): waiting out the code's
      // lifetime has no place in a test, so the answer is the one the insurer gives then.
      await page.route('**/api/checkCode', (route) =>
        route.fulfill({
          status: 410,
          json: { message: 'The code has expired. Send a new code.', errorCode: 'CODE_EXPIRED' },
        }),
      );
      await enterCode(page, locale, '123456');
      await expect(page.getByText(CONFIRM_TEXTS[locale].common.errors.codeExpired)).toBeVisible();
      break;
    }
    case 'pointsWrongSecret': {
      const contract = await createSignedContract(page.request);
      await reachPoints(page, locale, contract, LOYALTY_CUSTOMERS.rich);
      await enterPoints(page, locale, '100');
      // A wrong secret that is the same each run (the sandbox's secret is random), so the screenshot is too.
      const wrong = (await latestSecret(contract.id)) === '000000' ? '111111' : '000000';
      await enterSecret(page, locale, wrong);
      await expect(page.getByRole('alert')).toHaveText(POINTS_TEXTS[locale].errors.pointsInvalidSecret);
      break;
    }
  }
  await expect(h1(page)).toBeVisible();
  // A screenshot compares every pixel: nothing the page still fetches (an image, a font) may land after it.
  // eslint-disable-next-line playwright/no-networkidle -- no single element says every fetch has landed
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

// The buyer journeys in the engines a buyer in Ukraine pays from besides Chromium: WebKit (Safari on an iPhone) and
// Firefox, each a project of e2e/playwright.config.ts run against the same shop as the Chromium tests. A console
// error, an uncaught error, a policy violation or a failed request of the shop fails a journey (engineTest.ts).
import { AREAS, PERIODS, VEHICLE_TYPES, formatPrice } from '@greencard/domain';
import { en as calculatorEn } from '../../mf-calculator/src/i18n/en';
import { uk as calculatorUk } from '../../mf-calculator/src/i18n/uk';
import { en as commonEn } from '../../shared/i18n/src/resources/en';
import { uk as commonUk } from '../../shared/i18n/src/resources/uk';
import { LOYALTY_CUSTOMERS } from '../support/steps/points';
import { pastSignCutoff } from '../support/steps/confirm';
import {
  TEXTS,
  arriveAsLoyaltyCustomer,
  fillAndSubmitContract,
  localPath,
  open,
  openFirstView,
  payAndConclude,
  reachPayment,
  seed,
  sentSecret,
  signWithSentCode,
  signedContract,
  type Locale,
} from './support/buyer';
import {
  heading,
  waitForHeading,
  waitForPath,
  waitForStep,
  waitForText,
  waitUntil,
  type EnginePage,
} from './support/enginePage';
import { expect, test } from './support/engineTest';

const CALCULATOR = { uk: calculatorUk, en: calculatorEn } as const;
const COMMON = { uk: commonUk, en: commonEn } as const;
const LOCALES = ['uk', 'en'] as const;

const option = (list: readonly { value: string; label: Record<Locale, string> }[], value: string, locale: Locale) =>
  list.find((entry) => entry.value === value)?.label[locale] ?? value;

/** The page is no wider than the window: nothing sticks out sideways at a phone's width. */
const overflow = (page: EnginePage) =>
  page.evaluate<number>('return document.documentElement.scrollWidth - window.innerWidth;');

test.describe('a buyer', () => {
  test('sees the home page in both languages at a phone’s and a desk’s width', async ({ buyer }) => {
    for (const locale of LOCALES) {
      const t = CALCULATOR[locale];
      await buyer.setWidth(390);
      await open(buyer, localPath('/', locale));
      for (const width of [390, 1280]) {
        await buyer.setWidth(width);
        await waitForText(buyer, t.calculator.title);
        expect(await buyer.evaluate<string>('return document.documentElement.lang;')).toBe(locale);
        expect(await buyer.has({ kind: 'button', name: t.calculator.submit })).toBe(true);
        expect(await overflow(buyer), `${locale} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });

  test('switches the language through the phone menu', async ({ buyer }) => {
    await buyer.setWidth(390);
    await open(buyer, '/');
    await buyer.click({ kind: 'button', name: COMMON.uk.shell.menuOpen });
    await buyer.click({ kind: 'button', name: 'English' });
    await waitForPath(buyer, '/en');
    await waitForStep(buyer, 'calculator');
    await waitForText(buyer, CALCULATOR.en.calculator.title);
    expect(await buyer.evaluate<string>('return document.documentElement.lang;')).toBe('en');
  });
});

test.describe('a buyer pays', () => {
  test.beforeEach(async () => {
    test.skip(await pastSignCutoff(), 'past the sign-and-pay cut-off for today');
  });

  test.describe('from the first view', () => {
    // The buyer does not wait for the page to load: it acts as soon as the page shows the calculator.
    test.use({ pageLoad: 'eager' });

    test('for an offer of the calculator, its coverage area tapped before the page hydrated, with the contract form reloaded half-way, the code and EasyPay, in Ukrainian', async ({
      buyer,
      recordingProxy,
    }) => {
      // The longest journey, and its first page waits for its step's scripts until the buyer has tapped: in WebKit on
      // a loaded 2-core machine it took 44-60 s of the 60 s a test has.
      test.slow();
      const t = CALCULATOR.uk;
      // The calculator's scripts held, the buyer taps "Coverage area" on the server's HTML: nothing listens to it yet,
      // and the list opens once the step has taken the page over (docs/server-rendering.md, "Before the page hydrates").
      await openFirstView(buyer, recordingProxy, '/', 'calculator');
      await buyer.click({ kind: 'button', name: t.calculator.area, exact: false });
      expect(await mountedStep(buyer), 'the tap came before the step was mounted').toBe('');
      expect(await listShown(buyer)).toBe(false);
      recordingProxy.release();
      await waitForStep(buyer, 'calculator');
      await waitUntil('the coverage area list, opened by the tap made before the step was mounted', () =>
        listShown(buyer),
      );
      await buyer.click({ kind: 'button', name: option(AREAS, 'EUROPE', 'uk') });
      const picks = [
        [t.calculator.autoType, option(VEHICLE_TYPES, 'A', 'uk')],
        [t.calculator.period, option(PERIODS, 'ONE_MONTH', 'uk')],
      ] as const;
      for (const [label, value] of picks) {
        await buyer.click({ kind: 'button', name: label, exact: false });
        await buyer.click({ kind: 'button', name: value });
      }
      await buyer.click({ kind: 'button', name: t.calculator.submit });
      await buyer.click({ kind: 'button', name: `${t.offers.choose} `, exact: false });
      await waitForPath(buyer, '/contract');
      await waitForStep(buyer, 'contract');
      // A reload on the contract page keeps the offer and the form.
      await buyer.reload();
      await waitForStep(buyer, 'contract');
      await waitForHeading(buyer, TEXTS.uk.contract.title);
      const { phone } = await fillAndSubmitContract(buyer, 'uk');
      await waitForStep(buyer, 'confirm');
      const contractId = await signWithSentCode(buyer, 'uk', phone);
      await waitForPath(buyer, '/payment');
      await waitForStep(buyer, 'payment');
      const premium = await buyer.evaluate<string>(
        "return (document.querySelector('[data-step=payment] .gc-price') || {}).textContent || '';",
      );
      const contract = {
        id: contractId,
        number: await contractNumber(buyer),
        premium: parsePrice(premium),
        journey: {},
      };
      await payAndConclude(buyer, 'uk', contract, 'easypay');
    });
  });

  for (const [locale, provider] of [
    ['uk', 'portmone'],
    ['en', 'easypay'],
    ['en', 'portmone'],
  ] as const) {
    test(`a contract by card through ${provider}, in ${locale === 'uk' ? 'Ukrainian' : 'English'}`, async ({
      buyer,
    }) => {
      const contract = await reachPayment(buyer, locale);
      await payAndConclude(buyer, locale, contract, provider);
    });
  }

  test('part of a contract with loyalty points and the rest by card', async ({ buyer }) => {
    const t = TEXTS.uk.points;
    const contract = await signedContract(buyer);
    // The partner link makes this browser the loyalty customer (rules D9).
    await arriveAsLoyaltyCustomer(buyer, LOYALTY_CUSTOMERS.rich);
    await seed(buyer, contract.journey, LOYALTY_CUSTOMERS.rich);
    await open(buyer, '/points', 'points');
    await waitForHeading(buyer, t.title);
    await buyer.fill({ kind: 'field', name: t.amount.label }, '100');
    await buyer.click({ kind: 'button', name: t.amount.submit });
    await buyer.fill({ kind: 'field', name: t.secret.label }, await sentSecret(contract.id));
    await buyer.click({ kind: 'button', name: t.secret.submit });
    await waitForPath(buyer, '/payment');
    await waitForStep(buyer, 'payment');
    await payAndConclude(buyer, 'uk', contract, 'easypay', contract.premium - 100);
  });

  test('a contract in instalments approved by the bank', async ({ buyer }) => {
    const t = TEXTS.uk.payment;
    const contract = await reachPayment(buyer, 'uk');
    await buyer.click({ kind: 'choice', name: t.pay.methods.instalments });
    await buyer.click({ kind: 'button', name: t.pay.months, exact: false });
    await buyer.click({ kind: 'button', name: '12' });
    await buyer.click({ kind: 'button', name: t.pay.submit.replace('{{amount}}', formatPrice(contract.premium)) });
    await waitForPath(buyer, /\/sandbox\/bank\/pay\//);
    await buyer.click({ kind: 'button', name: 'Approve the instalments' });
    await waitForPath(buyer, '/paySuccess');
    await waitForStep(buyer, 'payment');
    await waitForHeading(buyer, t.outcome.paidTitle);
    await buyer.click({ kind: 'button', name: t.result.toDocuments });
    await waitForPath(buyer, '/success');
    await waitForHeading(buyer, t.success.heading);
    await waitForText(buyer, contract.number);
  });
});

/** The step mounted in the page's outlet, or '' before any is. */
const mountedStep = (page: EnginePage) =>
  page.evaluate<string>(
    "var outlet = document.getElementById('step-outlet'); return (outlet && outlet.dataset.mountedStep) || '';",
  );

/** Whether a select's list of options is open on the page. */
const listShown = (page: EnginePage) =>
  page.evaluate<boolean>(
    "var list = document.querySelector('[role=listbox]'); return !!list && list.getClientRects().length > 0;",
  );

/** The contract number the payment page shows (GC and digits). */
async function contractNumber(page: EnginePage): Promise<string> {
  const text = await page.evaluate<string>("return document.querySelector('[data-step=payment]').innerText;");
  const number = /GC\d{8}/.exec(text)?.[0];
  if (!number) throw new Error(`no contract number on the payment page (h1 ${await heading(page)})`);
  return number;
}

/** '1 234.50 UAH' (any spaces) as a number. */
const parsePrice = (text: string) => Number(text.replace(/[^\d.]/g, ''));

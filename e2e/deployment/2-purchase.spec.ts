// A buyer buys a card through the edge in Chromium, in each language of the shop.
import { test } from '@playwright/test';
import { pastSignCutoff, type Locale } from '../support/steps/confirm';
import { signAndPay, toConfirm } from './buyer';

for (const [locale, browserLocale] of [
  ['uk', 'uk-UA'],
  ['en', 'en-GB'],
] as const satisfies [Locale, string][]) {
  test(`a buyer buys a card through the edge (${locale})`, async ({ browser }) => {
    test.skip(await pastSignCutoff(), 'past the sign-and-pay cut-off for today');
    const context = await browser.newContext({ locale: browserLocale });
    try {
      const page = await context.newPage();
      const { contractId } = await toConfirm(page, locale);
      await signAndPay(page, locale, contractId);
    } finally {
      await context.close();
    }
  });
}

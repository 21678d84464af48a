// A whole purchase as a buyer makes it in one tab, and the JavaScript it transferred (docs/performance.md, "The
// journey"): `npm run bench` runs it once per shop and run (scripts/bench-home.mjs) and reads its figures from
// BENCH_RESULT. The home page is opened from the loyalty programme's partner link, so the points step is on the way;
// then the calculator's offer, the contract form, the one-time code, points, a card payment on the sandbox provider's
// page, and the concluded contract; in English, with the steps' own texts and the journeys' own helpers
// (e2e/support/steps), under the bench's profile (scripts/bench/profile.mjs), with the HTTP cache on, as a buyer's
// browser has it: what the page fetched ahead for the next step and what a later page finds in the cache is counted
// once, when it crossed the network. The provider's page is the sandbox's, not the shop's: its scripts are not counted.
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from '@playwright/test';
import { en as payment } from '../../mf-payment/src/i18n/en';
import { loyaltyLink } from '../support/loyaltyLink';
import { LABELS, offersRegion, searchOffers } from '../support/steps/calculator';
import { CONFIRM_TEXTS } from '../support/steps/confirm';
import { fillContract, newBuyer, submitContract } from '../support/steps/contract';
import { TEST_CARDS, payByCard } from '../support/steps/payment';
import { LOYALTY_CUSTOMERS, POINTS_TEXTS, latestSecret } from '../support/steps/points';
import { bench, mounted } from './bench';

const TIMEOUT_MS = 120_000;
const POINTS = '100';

/** The JavaScript so far, and the files of it this phase transferred (path and query, bytes on the wire). */
type Bytes = { bytes: number; files: number; scripts: [string, number][] };

test('a whole purchase, its JavaScript by the end of each phase', async () => {
  test.setTimeout(10 * TIMEOUT_MS);
  const { launchChromium, profiledPage } = await bench();
  const browser = await launchChromium();
  const phases: [string, Bytes][] = [];
  try {
    await profiledPage(
      browser,
      async ({ page, network }) => {
        page.setDefaultTimeout(TIMEOUT_MS);
        const sandboxPort = new URL(process.env.SANDBOX_URL ?? '').port;
        /**
         * The JavaScript so far, bytes on the wire and files, the provider's page's left out. A file fetched ahead
         * (`<link rel="prefetch">`) is no `Script` request, so a response is JavaScript by its type or its MIME type.
         */
        let counted = 0;
        const transferred = (): Bytes => {
          const javascript = network
            .finished()
            .filter(
              ({ url, type, mimeType }) =>
                url && (type === 'Script' || /javascript/.test(mimeType ?? '')) && new URL(url).port !== sandboxPort,
            )
            .filter(({ bytes }) => bytes > 0);
          const scripts = javascript.slice(counted).map(({ url, bytes }): [string, number] => {
            const { pathname, search } = new URL(url);
            return [pathname + search, bytes];
          });
          counted = javascript.length;
          return { bytes: javascript.reduce((sum, { bytes }) => sum + bytes, 0), files: javascript.length, scripts };
        };
        const phase = async (name: string, quiet = 1000) => {
          // Work the page does once it is idle (fetching the next step ahead) belongs to this phase.
          await sleep(quiet);
          phases.push([name, transferred()]);
        };
        await page.goto(`${process.env.SHOP_URL}${loyaltyLink(LOYALTY_CUSTOMERS.rich, { path: '/en' })}`);
        await mounted(page, 'calculator');
        await phase('home', 2000);

        await searchOffers(page, { locale: 'en', autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH' });
        await offersRegion(page, 'en')
          .getByRole('button', { name: new RegExp(`^${LABELS.en.buy} `) })
          .first()
          .click();
        await mounted(page, 'contract');
        const buyer = await fillContract(page, { locale: 'en', buyer: newBuyer() });
        await phase('contract');

        const { code, contractId } = await submitContract(page, { locale: 'en', buyer });
        await mounted(page, 'confirm');
        await page.getByLabel(CONFIRM_TEXTS.en.codeLabel).fill(code);
        await phase('confirm');

        await page.getByRole('button', { name: CONFIRM_TEXTS.en.sign }).click();
        await mounted(page, 'points');
        await page.getByLabel(POINTS_TEXTS.en.amount.label).fill(POINTS);
        await page.getByRole('button', { name: POINTS_TEXTS.en.amount.submit, exact: true }).click();
        await page.getByLabel(POINTS_TEXTS.en.secret.label).fill(await latestSecret(contractId));
        await phase('points');

        await page.getByRole('button', { name: POINTS_TEXTS.en.secret.submit }).click();
        await mounted(page, 'payment');
        await page
          .getByRole('radio', { name: new RegExp(`^${payment.pay.methods.easypay.replace(/[()]/g, '\\$&')}`) })
          .check();
        await phase('payment');

        await page.getByRole('button', { name: /^Pay / }).click();
        await payByCard(page, TEST_CARDS.success);
        await page.getByRole('heading', { level: 1, name: payment.outcome.paidTitle }).waitFor();
        await page.getByRole('link', { name: payment.result.toDocuments }).click();
        await page.getByRole('heading', { level: 1, name: payment.success.heading }).waitFor();
        await phase('paid and concluded');
      },
      { cache: true },
    );
  } finally {
    await browser.close();
  }
  console.log(
    phases.map(([name, { bytes, files }]) => `${(bytes / 1024).toFixed(1)} KB in ${files} files  ${name}`).join('\n'),
  );
  if (process.env.BENCH_RESULT) writeFileSync(process.env.BENCH_RESULT, JSON.stringify({ phases }));
});

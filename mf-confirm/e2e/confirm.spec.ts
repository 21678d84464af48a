import { expect, test } from '../../e2e/support/test';
import { arriveAsLoyaltyCustomer, seedJourney } from '../../e2e/support/journey';
import { reachConfirm } from '../../e2e/support/steps/contract';
import {
  CONFIRM_TEXTS,
  createRequestedDraft,
  enterCode,
  expectPath,
  latestCode,
  localPath,
  pastSignCutoff,
  signWithCode,
  wrongCodeFor,
  type Locale,
} from '../../e2e/support/steps/confirm';

// The confirm step's own tests, tagged with its name: `npm run e2e --workspace @greencard/mf-confirm` runs them.
test.describe('confirm', { tag: '@confirm' }, () => {
  // A seeded loyalty-programme account of the sandbox.
  const LOYALTY_CUSTOMER_ID = 'LC-1001';

  test.beforeEach(async ({ page }) => {
    // The tag manager is a third party: the tests never reach it.
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  });

  for (const locale of ['uk', 'en'] as const satisfies readonly Locale[]) {
    const t = CONFIRM_TEXTS[locale];

    test.describe(`confirm (${locale})`, () => {
      test.describe('before the cut-off', () => {
        // The shop refuses to sign after 23:55 Kyiv by the sandbox's clock: that case has its own test below.
        test.beforeEach(async () => {
          test.skip(await pastSignCutoff(), 'the sandbox clock is past 23:55 Kyiv: signing is closed until midnight');
        });

        test("a wrong code says 'Invalid code'; the code from the outbox signs and, without a loyalty id, leads to payment", async ({
          page,
        }) => {
          const { code } = await reachConfirm(page, { locale });
          await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
          await expect(page.getByLabel(t.codeLabel)).toHaveAttribute('autocomplete', 'one-time-code');

          await enterCode(page, locale, wrongCodeFor(code));
          await expect(page.getByText(t.wrongCode, { exact: true })).toBeVisible();
          await expectPath(page, localPath('/confirm', locale));

          await enterCode(page, locale, code);
          await expectPath(page, localPath('/payment', locale));
        });

        test('with a stored loyalty customer id the shop has proved the signed buyer lands on the points step', async ({
          page,
        }) => {
          await arriveAsLoyaltyCustomer(page.request, LOYALTY_CUSTOMER_ID);
          const { contractId, journey } = await createRequestedDraft(page.request);
          await seedJourney(page, journey, { loyaltyCustomerId: LOYALTY_CUSTOMER_ID });
          await page.goto(localPath('/confirm', locale));
          await expect(
            page.getByText(t.contractNumber.replace('{{number}}', String(journey.draft?.number))),
          ).toBeVisible();
          await signWithCode(page, { locale, contractId });
          await expectPath(page, localPath('/points', locale));
        });

        test('without a loyalty customer id the signed buyer lands on the payment step', async ({ page }) => {
          const { contractId, journey } = await createRequestedDraft(page.request);
          await seedJourney(page, journey);
          await page.goto(localPath('/confirm', locale));
          await signWithCode(page, { locale, contractId });
          await expectPath(page, localPath('/payment', locale));
        });

        test('a code typed and not yet signed with survives a reload, and is forgotten once it signed', async ({
          page,
        }) => {
          const { contractId, journey } = await createRequestedDraft(page.request);
          await seedJourney(page, journey);
          await page.goto(localPath('/confirm', locale));
          const code = await latestCode(contractId);
          await page.getByLabel(t.codeLabel).fill(code);
          await page.reload();
          await expect(page.getByLabel(t.codeLabel)).toHaveValue(code);

          await page.getByRole('button', { name: t.sign }).click();
          await expectPath(page, localPath('/payment', locale));
          expect(await page.evaluate(() => localStorage.getItem('state_snapshot_confirmCode'))).toBeNull();
        });

        test('the resend becomes possible only when the countdown ends', async ({ page }) => {
          const { contractId, journey } = await createRequestedDraft(page.request);
          await seedJourney(page, journey);
          await page.clock.install();
          // The countdown runs on the insurer's clock once GET /serverTime has answered; measured after a jump of the
          // page's clock, the offset would take the jump back (shared/step's useServerClock).
          const measured = page.waitForResponse('**/api/serverTime');
          await page.goto(localPath('/confirm', locale));
          await measured;

          const resend = page.getByRole('button', { name: t.common.resend });
          await expect(page.getByRole('timer')).toContainText(new RegExp(`${t.resendIn} 00:[0-3]\\d`));
          await expect(resend).toBeDisabled();

          await page.clock.fastForward(15_000);
          await expect(resend).toBeDisabled();
          await expect(page.getByRole('timer')).toBeVisible();

          await page.clock.fastForward(16_000);
          await expect(resend).toBeEnabled();
          await expect(page.getByRole('timer')).toHaveCount(0);

          // The code in hand still signs.
          await enterCode(page, locale, await latestCode(contractId));
          await expectPath(page, localPath('/payment', locale));
        });
      });

      test("after 23:55 Kyiv on the server's clock the sign action is closed and the buyer is told what to do", async ({
        page,
      }) => {
        const { journey } = await createRequestedDraft(page.request);
        await seedJourney(page, journey);
        // The insurer's clock at 23:56 Kyiv (20:56 UTC in summer), whatever the machine's clock says.
        await page.route('**/api/serverTime', (route) =>
          route.fulfill({ json: { data: { now: '2026-07-01T23:56:00+03:00', timeZone: 'Europe/Kyiv' } } }),
        );
        await page.goto(localPath('/confirm', locale));
        await expect(page.getByRole('heading', { name: t.deadline.closedTitle })).toBeVisible();
        await expect(page.getByText(t.common.signClosed.closed.replace('{{time}}', '23:55'))).toBeVisible();
        await expect(page.getByRole('button', { name: t.sign })).toBeDisabled();
      });

      test('without a draft the buyer is sent back to the calculator with a message', async ({ page }) => {
        await seedJourney(page, {});
        await page.goto(localPath('/confirm', locale));
        await expectPath(page, localPath('/', locale));
        await expect(page.getByText(t.common.notices.noDraft)).toBeVisible();
        await expect(page.locator('[data-step="calculator"]')).toBeVisible();
      });
    });
  }
});

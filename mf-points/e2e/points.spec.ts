import { expect, test } from '../../e2e/support/test';
import { formatPrice } from '@greencard/domain';
import { maxRedeemablePoints } from '../src/features/redeem/amounts';
import { arriveAsLoyaltyCustomer, insurer, seedJourney } from '../../e2e/support/journey';
import {
  createRequestedDraft,
  expectPath,
  localPath,
  signWithCode,
  wrongCodeFor,
  type Locale,
} from '../../e2e/support/steps/confirm';
import {
  LOYALTY_CUSTOMERS,
  POINTS_TEXTS,
  createSignedContract,
  enterPoints,
  enterSecret,
  latestSecret,
  loyaltyBalance,
  pointsFigure,
  reachPoints,
} from '../../e2e/support/steps/points';

// The points step's own tests, tagged with its name: `npm run e2e --workspace @greencard/mf-points` runs them.
test.describe('points', { tag: '@points' }, () => {
  // The tag manager is a third party: the tests never reach it.
  test.beforeEach(async ({ page }) => {
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  });

  const cases: Array<{ locale: Locale; customer: string; used: string; usedAmount: number }> = [
    { locale: 'uk', customer: LOYALTY_CUSTOMERS.modest, used: '100,50', usedAmount: 100.5 },
    { locale: 'en', customer: LOYALTY_CUSTOMERS.rich, used: '250', usedAmount: 250 },
  ];

  for (const { locale, customer, used, usedAmount } of cases) {
    test(`points pay part of the premium after the one-time secret (${locale})`, async ({ page }) => {
      const t = POINTS_TEXTS[locale];
      const contract = await createSignedContract(page.request);
      const offer = await loyaltyBalance(customer, contract.id);
      await reachPoints(page, locale, contract, customer);

      await expect(pointsFigure(page, locale, 'balance')).toHaveText(formatPrice(offer.balance));
      // At most 30% of the premium, and no more than the insurer allows.
      const limit = Math.min(offer.redeemable, maxRedeemablePoints(contract.premium, offer.balance));
      await expect(pointsFigure(page, locale, 'redeemable')).toHaveText(formatPrice(limit));

      // More than may be redeemed: the rule says so and nothing is sent.
      await enterPoints(page, locale, (limit + 0.01).toFixed(2));
      await expect(page.getByLabel(t.amount.label)).toHaveAccessibleDescription(new RegExp(t.validation.max));

      await enterPoints(page, locale, used);
      await expect(page.getByRole('group', { name: t.secret.legend })).toBeVisible();
      await expect(page.getByRole('timer')).toContainText(t.secret.resendIn);
      await expect(pointsFigure(page, locale, 'toWithdraw')).toHaveText(formatPrice(usedAmount));
      await expect(pointsFigure(page, locale, 'additionalPayment')).toHaveText(
        formatPrice(contract.premium - usedAmount),
      );

      // A reload keeps the step where it was: the secret is still asked for.
      await page.reload();
      await expect(page.getByRole('group', { name: t.secret.legend })).toBeVisible();

      const secret = await latestSecret(contract.id);
      await enterSecret(page, locale, wrongCodeFor(secret));
      await expect(page.getByRole('alert')).toHaveText(t.errors.pointsInvalidSecret);

      await enterSecret(page, locale, secret);
      await expectPath(page, localPath('/payment', locale));
      await expect(page.getByText(formatPrice(contract.premium - usedAmount)).first()).toBeVisible();
      // The insurer reserved exactly those points for this contract.
      const receipt = await insurer<{ paidByPoints: number }>('GET', `/order/ewaShow?contract_id=${contract.id}`);
      expect(receipt.paidByPoints).toBe(usedAmount);
    });

    test(`zero points go straight to payment at the full price (${locale})`, async ({ page }) => {
      const contract = await createSignedContract(page.request);
      await reachPoints(page, locale, contract, LOYALTY_CUSTOMERS.empty);
      await expect(pointsFigure(page, locale, 'balance')).toHaveText(formatPrice(0));
      await expect(pointsFigure(page, locale, 'redeemable')).toHaveText(formatPrice(0));

      await enterPoints(page, locale, '0');
      await expectPath(page, localPath('/payment', locale));
      await expect(page.getByText(formatPrice(contract.premium)).first()).toBeVisible();
    });
  }

  test('a secret typed and not yet used survives a reload, and is forgotten once it reserved the points', async ({
    page,
  }) => {
    const t = POINTS_TEXTS.en;
    const contract = await createSignedContract(page.request);
    await reachPoints(page, 'en', contract, LOYALTY_CUSTOMERS.rich);
    await enterPoints(page, 'en', '100');
    const secret = await latestSecret(contract.id);
    await page.getByLabel(t.secret.label).fill(secret);
    await page.reload();
    await expect(page.getByLabel(t.secret.label)).toHaveValue(secret);

    await page.getByRole('button', { name: t.secret.submit }).click();
    await expectPath(page, localPath('/payment', 'en'));
    const kept = await page.evaluate(() => localStorage.getItem('state_snapshot_points'));
    expect(JSON.parse(kept ?? 'null')?.value).toMatchObject({ secretInput: '' });
  });

  test("a kept loyalty id whose proof has ended: no points step and no false message, until the programme's link proves it again", async ({
    page,
    context,
  }) => {
    const t = POINTS_TEXTS.en;
    // Yesterday the programme's link made this browser the customer; the session has ended since (its cookies are
    // gone), the id is still in local storage.
    await arriveAsLoyaltyCustomer(page.request, LOYALTY_CUSTOMERS.rich);
    await page.goto('/en');
    await page.evaluate((id) => window.localStorage.setItem('LOYALTY_CUSTOMER_ID', id), LOYALTY_CUSTOMERS.rich);
    await context.clearCookies();

    const draft = await createRequestedDraft(page.request);
    await seedJourney(page, draft.journey);
    await page.goto(localPath('/confirm', 'en'));
    await expect(page.getByRole('list', { name: 'Purchase steps' })).not.toContainText(t.title);
    await expect(page.getByRole('list', { name: 'Purchase steps' })).not.toContainText('Points');
    await signWithCode(page, { locale: 'en', contractId: draft.contractId });
    await expectPath(page, localPath('/payment', 'en'));
    // The points page itself, opened by hand, sends the buyer on to payment: it says nothing of another browser.
    await page.goto(localPath('/points', 'en'));
    await expectPath(page, localPath('/payment', 'en'));
    await expect(page.getByText(/another browser/)).toHaveCount(0);

    // The programme's link again: the step is back, and it reads the balance.
    await arriveAsLoyaltyCustomer(page.request, LOYALTY_CUSTOMERS.rich);
    const again = await createRequestedDraft(page.request);
    // The journey of the new contract, where the page keeps it (the first one's seeding runs on the first load only).
    const snapshot = { schemaVersion: 3, signed: false, points: null, paid: false, ...again.journey };
    await page.evaluate(
      (value) => window.localStorage.setItem('state_snapshot_journey', JSON.stringify({ version: '1.0.274', value })),
      snapshot,
    );
    await page.goto(localPath('/confirm', 'en'));
    await signWithCode(page, { locale: 'en', contractId: again.contractId });
    await expectPath(page, localPath('/points', 'en'));
    await expect(pointsFigure(page, 'en', 'balance')).toBeVisible();
  });
});

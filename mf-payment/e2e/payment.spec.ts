import type { Page } from '@playwright/test';
import { expect, test } from '../../e2e/support/test';
import { formatPrice } from '@greencard/domain';
import { pastSignCutoff } from '../../e2e/support/steps/confirm';
import { TEST_CARDS, accessibilityViolations, payByCard, reachPayment } from '../../e2e/support/steps/payment';
import { openPageState } from '../../e2e/support/pageStates';

// The payment step's own tests, tagged with its name: `npm run e2e --workspace @greencard/mf-payment` runs them.
test.describe('payment', { tag: '@payment' }, () => {
  // The tag manager is a third party: the tests never reach it.
  test.beforeEach(async ({ page }) => {
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  });

  // Paying closes at 23:55 Kyiv time by the insurer's clock (rules D13); the unit tests cover that page.
  test.beforeEach(async () => {
    test.skip(await pastSignCutoff(), 'past the sign-and-pay cut-off for today');
  });

  interface Company {
    supportEmail: string;
    supportPhones: string[];
  }

  async function company(request: import('@playwright/test').APIRequestContext): Promise<Company> {
    const answer = await request.get(`${process.env.SANDBOX_URL}/company`, {
      headers: { 'COM-TOKEN': 'sandbox-token' },
    });
    const { settings } = ((await answer.json()) as { data: { settings: Array<{ slug: string; value: string }> } }).data;
    const setting = (slug: string) => settings.find((s) => s.slug === slug)?.value ?? '';
    return {
      supportEmail: setting('support_email'),
      supportPhones: [setting('support_phone_1'), setting('support_phone_2')].filter(Boolean),
    };
  }

  const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

  test('a card paid through EasyPay concludes the contract, with its PDF, in Ukrainian', async ({ page }) => {
    const contract = await reachPayment(page, 'uk');
    await expect(page.getByText(contract.number, { exact: true })).toBeVisible();
    await expect(page.getByText('оплата доступна до 23:55 за київським часом')).toBeVisible();

    await page.getByRole('button', { name: `Сплатити ${formatPrice(contract.premium)}` }).click();
    await expect(page).toHaveURL(/\/sandbox\/easypay\/pay\//);
    await payByCard(page, TEST_CARDS.success);

    await expect(page).toHaveURL(/\/paySuccess$/);
    await expect(h1(page)).toHaveText('Договір оплачено');
    await expect(page.getByText(`Договір № ${contract.number}`)).toBeVisible();
    await page.getByRole('link', { name: 'Продовжити' }).click();

    await expect(page).toHaveURL(/\/success$/);
    await expect(h1(page)).toHaveText('Договір укладено');
    await expect(
      page.getByRole('region', { name: 'Оплата' }).getByText(formatPrice(contract.premium)).first(),
    ).toBeVisible();

    const link = page.getByRole('link', { name: 'Договір (PDF)' });
    const href = await link.getAttribute('href');
    const pdf = await page.request.get(new URL(href ?? '', page.url()).toString());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`green-card-${contract.number.replace(/[^\p{L}\p{N}_-]+/gu, '-')}.pdf`);

    // The contract is concluded: personal data has left the browser, yet a reload still shows the page.
    expect(await page.evaluate(() => localStorage.getItem('state_snapshot_journey'))).toBeNull();
    await page.reload();
    await expect(h1(page)).toHaveText('Договір укладено');
    await expect(page.getByText(`Договір № ${contract.number} укладено`, { exact: false })).toBeVisible();
  });

  test('a payment that cannot be opened says so and gives the focus back to Pay, so the keyboard tries again', async ({
    page,
  }) => {
    const contract = await reachPayment(page, 'en');
    await page.route('**/api/payment/**', (route) => route.fulfill({ status: 500, body: '' }));
    const pay = page.getByRole('button', { name: `Pay ${formatPrice(contract.premium)}` });
    await pay.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Server error, please try later');
    await expect(pay).toBeFocused();

    await page.unroute('**/api/payment/**');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sandbox\/easypay\/pay\//);
  });

  test('a reload before Pay keeps the method and term the buyer picked', async ({ page }) => {
    await reachPayment(page, 'en');
    await page.getByRole('radio', { name: 'In instalments through the bank' }).check();
    await page.getByRole('button', { name: /Term, months/ }).click();
    await page.getByRole('option', { name: '12' }).click();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'In instalments through the bank' })).toBeChecked();
    await expect(page.getByRole('button', { name: /Term, months/ })).toContainText('12');
  });

  test('the concluded contract’s page fits a 320 px screen: its numbers wrap instead of running off it', async ({
    page,
  }) => {
    await openPageState(page, 'success', 'en');
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('a declined card could not be paid and ends on /fail with the contract number and support contacts', async ({
    page,
    request,
  }) => {
    const support = await company(request);
    const contract = await reachPayment(page, 'en');
    await page.getByRole('button', { name: `Pay ${formatPrice(contract.premium)}` }).click();
    await payByCard(page, TEST_CARDS.declined);

    await expect(page).toHaveURL(/\/en\/paySuccess$/);
    await expect(h1(page)).toHaveText('Could not be paid');
    await page.getByRole('link', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/en\/fail$/);
    await expect(h1(page)).toHaveText('Failed to pay');
    await expect(page.getByText(`The payment for contract No. ${contract.number} did not go through.`)).toBeVisible();
    // The footer shows them too; these are the fail page's own.
    const contacts = page.getByRole('main').getByRole('region', { name: 'If you need help, contact support:' });
    await expect(contacts.getByRole('link', { name: support.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${support.supportEmail}`,
    );
    for (const phone of support.supportPhones) {
      await expect(contacts.getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/[^\d+]/g, '')}`,
      );
    }
    expect(await accessibilityViolations(page)).toEqual([]);

    // The declined contract may be paid again the same day.
    await page.getByRole('link', { name: 'Try to pay again' }).click();
    await expect(page).toHaveURL(/\/en\/payment$/);
    await page.getByRole('button', { name: `Pay ${formatPrice(contract.premium)}` }).click();
    await payByCard(page, TEST_CARDS.success);
    await expect(h1(page)).toHaveText('The contract is paid');
  });

  test('a card paid through Portmone (its form post back) is paid, in English', async ({ page }) => {
    const contract = await reachPayment(page, 'en');
    await page.getByRole('radio', { name: 'Bank card (Portmone)' }).check();
    await page.getByRole('button', { name: `Pay ${formatPrice(contract.premium)}` }).click();
    await expect(page).toHaveURL(/\/sandbox\/portmone\/pay\//);
    await payByCard(page, TEST_CARDS.success);

    await expect(page).toHaveURL(/\/en\/paySuccess$/);
    await expect(h1(page)).toHaveText('The contract is paid');
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(h1(page)).toHaveText('Contract is concluded');
  });

  test('instalments approved by the bank conclude the contract', async ({ page }) => {
    const contract = await reachPayment(page, 'uk');
    await page.getByRole('radio', { name: 'Оплата частинами через банк' }).check();
    await expect(
      page.getByText(/Умови банку: кредит до 300\s000\.00\sUAH, від 3 до 24 місяців, без першого внеску/),
    ).toBeVisible();
    await page.getByRole('button', { name: /Строк, місяців/ }).click();
    await page.getByRole('option', { name: '12' }).click();
    await expect(page.getByText(/Щомісячний платіж: від/)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Сплатити ${formatPrice(contract.premium)}` }).click();
    await expect(page).toHaveURL(/\/sandbox\/bank\/pay\//);
    await expect(page.getByText('12 months')).toBeVisible();
    await page.getByRole('button', { name: 'Approve the instalments' }).click();

    await expect(page).toHaveURL(/\/paySuccess$/);
    await expect(h1(page)).toHaveText('Договір оплачено');
    await page.getByRole('link', { name: 'Продовжити' }).click();
    await expect(h1(page)).toHaveText('Договір укладено');
    // The bank paid: the contract is concluded, and the loan is the bank's, never called an online payment.
    await expect(
      page.getByText('Кредит надав банк: ви повертаєте його банку щомісячними платежами протягом 12 міс.'),
    ).toBeVisible();
    await expect(page.getByText(/Сплачено онлайн/)).toHaveCount(0);
  });

  test('Back from the result pages never confirms the payment again, and no provider field stays in the address', async ({
    page,
  }) => {
    const confirmations: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/confirmContractPayment')) confirmations.push(request.url());
    });
    const contract = await reachPayment(page, 'en');
    await page.getByRole('radio', { name: 'Bank card (Portmone)' }).check();
    await page.getByRole('button', { name: `Pay ${formatPrice(contract.premium)}` }).click();
    await payByCard(page, TEST_CARDS.success);
    await expect(page).toHaveURL(/\/en\/paySuccess$/);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(h1(page)).toHaveText('Contract is concluded');
    expect(confirmations).toHaveLength(1);

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/paySuccess$/);
    await page.goBack();
    // Past the result: the provider's page (which says the order is done) or the payment page, never the return.
    await expect(page).not.toHaveURL(/portmoneCallBack|SHOPBILLID|RESULT=/);
    await page.waitForLoadState('networkidle');
    expect(confirmations).toHaveLength(1);
  });
});

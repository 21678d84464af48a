// Two shell-server replicas behind the edge sharing one real Redis (docs/shop-server.md, section 3): a client gets
// each limit once, not once per replica; a session's contracts are known to both; and a Redis that goes away mid-
// journey gives the buyer a clear answer and loses nothing they typed.
import { expect, test } from '@playwright/test';
import { startReplicas, type Replicas } from '../support/deployment';
import { chooseOffer } from '../support/steps/calculator';
import { createRequestedDraft, pastSignCutoff } from '../support/steps/confirm';
import { CONTRACT_TEXTS, fillContract, submitContract } from '../support/steps/contract';

const json = { 'content-type': 'application/json' };

test.describe('replicas sharing Redis', () => {
  let deployment: Replicas;

  test.beforeAll(async () => {
    deployment = await startReplicas({ redis: true, env: { DRAFT_RATE_LIMIT_PER_MINUTE: '4' } });
  });

  test.afterAll(async () => {
    await deployment?.stop();
  });

  test("count a client's limit once across both replicas", async () => {
    const statuses: number[] = [];
    // The edge takes turns between the replicas: each would allow four of its own without the shared count.
    for (let i = 0; i < 10; i++) {
      const answer = await fetch(`${deployment.edgeUrl}/api/green/save/draft`, {
        method: 'POST',
        headers: json,
        body: '{}',
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(4);
    expect(statuses.slice(4).every((status) => status === 429)).toBe(true);
  });

  test('know both contracts of two drafts a session saved at once, whichever replica wrote its cookie', async ({
    playwright,
  }) => {
    test.skip(await pastSignCutoff(), 'past the sign-and-pay cut-off for today');
    // Limits of their own: the test above used up this address's drafts on the first replicas.
    const own = await startReplicas({ redis: true });
    const buyer = await playwright.request.newContext({ baseURL: own.edgeUrl });
    try {
      const first = await createRequestedDraft(buyer);
      // Two drafts at once: the edge sends them to the two replicas, and each answer writes the session's cookie.
      const [a, b] = await Promise.all([createRequestedDraft(buyer), createRequestedDraft(buyer)]);
      for (const contract of [first, a, b]) {
        for (let i = 0; i < 2; i++) {
          const shown = await buyer.get(`/api/order/ewaShow?contract_id=${contract?.contractId}`);
          expect(shown.status()).toBe(200);
        }
      }
    } finally {
      await buyer.dispose();
      await own.stop();
    }
  });
});

test('a Redis that goes away mid-journey: a clear answer, nothing typed is lost, and the journey goes on once it is back', async ({
  browser,
}) => {
  test.skip(await pastSignCutoff(), 'past the sign-and-pay cut-off for today');
  const deployment = await startReplicas({ redis: true });
  const context = await browser.newContext({ baseURL: deployment.edgeUrl, locale: 'en-GB', timezoneId: 'Europe/Kyiv' });
  try {
    const page = await context.newPage();
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
    await chooseOffer(page, { locale: 'en', autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH' });
    const buyer = await fillContract(page, { locale: 'en' });

    await deployment.redis?.stop();
    await page.getByRole('button', { name: CONTRACT_TEXTS.en.submit }).click();
    await expect(page.getByText('Server error, please try later')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/contract$/);
    const fields = CONTRACT_TEXTS.en.fields;
    await expect(page.getByLabel(fields.email)).toHaveValue(buyer.email);
    await page.reload();
    await expect(page.getByLabel(fields.email)).toHaveValue(buyer.email);
    await expect(page.getByLabel(fields.phone)).toHaveValue(buyer.phone);

    await deployment.redis?.start();
    // The replicas reconnect on their own (within two seconds), each in its own time: each is asked directly, as
    // the edge may send the buyer's next request to either.
    await expect(async () => {
      for (const replica of deployment.replicas) {
        const answer = await fetch(`${replica.url}/api/green/save/draft`, {
          method: 'POST',
          headers: json,
          body: '{}',
        });
        expect(answer.status).not.toBe(503);
      }
    }).toPass({ timeout: 10_000 });
    await page.getByLabel(fields.confirm).check();
    await page.getByLabel(fields.offerRead).check();
    await submitContract(page, { locale: 'en', buyer });
  } finally {
    await context.close();
    await deployment.stop();
  }
});

// One shop replica is killed mid-journey: the buyer finishes on the other, nothing typed lost. Started again, the
// replica is found by the edge under its new address, also when the other is stopped right after (the edge's watcher,
// docker/nginx/watch-replicas.sh, writes the addresses that resolve).
import { expect, test } from '@playwright/test';
import { CONTRACT_TEXTS } from '../support/steps/contract';
import { localPath, pastSignCutoff } from '../support/steps/confirm';
import { signAndPay, toConfirm } from './buyer';
import { EDGE_URL, container, podman, waitHealthy } from './stack';

test('a replica killed mid-journey: the buyer finishes on the other, and the edge finds it again once restarted', async ({
  browser,
}) => {
  test.skip(await pastSignCutoff(), 'past the sign-and-pay cut-off for today');
  const context = await browser.newContext({ locale: 'en-GB' });
  try {
    const page = await context.newPage();
    const { buyer, contractId } = await toConfirm(page, 'en');
    podman(['kill', container('shell-1')]);

    // What the buyer typed is still there, from the session the other replica reads.
    await page.goto(localPath('/contract', 'en'));
    await expect(page.getByLabel(CONTRACT_TEXTS.en.fields.email)).toHaveValue(buyer.email);
    await expect(page.getByLabel(CONTRACT_TEXTS.en.fields.phone)).toHaveValue(buyer.phone);
    await page.goto(localPath('/confirm', 'en'));
    await signAndPay(page, 'en', contractId);
  } finally {
    await context.close();
  }

  podman(['start', container('shell-1')]);
  await waitHealthy(['shell-1']);
  // With shell-2 away, only the restarted shell-1 can answer.
  podman(['stop', '--time', '2', container('shell-2')]);
  try {
    await expect.poll(async () => (await fetch(`${EDGE_URL}/healthz`)).status, { timeout: 30_000 }).toBe(200);
  } finally {
    podman(['start', container('shell-2')]);
    await waitHealthy(['shell-2']);
  }
});

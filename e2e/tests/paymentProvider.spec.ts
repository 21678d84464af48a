// The payments team adds a provider alone (mf-payment/README.md): a payment build whose providers table, texts,
// routes.json and step.json name CardLab (the sandbox's invented third card provider) is made with edits in
// mf-payment only, passes the team's own tests as they are, is built alone and released with `npm run release` into a
// running shell, first to half of the buyers, then to all. Without a shell build or restart a buyer pays with it,
// through its hosted page and its own return page; the rollback removes it, and the shop server then refuses its call.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { formatPrice } from '@greencard/domain';
import { seedJourney } from '../support/journey';
import {
  ROOT,
  defaultRegistry,
  remoteUrls,
  serveRemote,
  startShell,
  type Registry,
  type Running,
} from '../support/shop';
import { pastSignCutoff } from '../support/steps/confirm';
import { TEST_CARDS, payByCard } from '../support/steps/payment';
import { createSignedContract } from '../support/steps/points';
import { buildStepVariant, type Edit, type StepVariant } from '../support/stepVariant';

test.describe.configure({ mode: 'serial' });

const RETURN_PATH = '/cardlabCallBack';
const PAY_CALL = {
  method: 'POST',
  path: '/payment/cardlab',
  params: { contract_id: 'contractId', amount: 'data', successUrl: 'returnAddress', failUrl: 'returnAddress' },
  idempotent: true,
  costs: 'payment',
  event: 'payment_started',
  provider: 'cardlab',
};
let withCardlab: StepVariant;
let registryFile: string;
const running: Running[] = [];
let shell: Running;
let teamServer: Running;

/** `npm run release -- payment <version> [options]` against this test's shell and registry. */
function release(version: string, origin: string, options: string[] = []) {
  return spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'scripts', 'release.mjs'),
      'payment',
      version,
      '--registry',
      registryFile,
      '--origin',
      origin,
      ...options,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
}

const readRegistry = (): Registry & { payment?: { calls?: unknown[]; trial?: { share: number } } } =>
  JSON.parse(readFileSync(registryFile, 'utf8'));

/** POST /api/payment/cardlab as the shop's own page would send it (same origin, JSON). */
const askToPay = () =>
  fetch(`${shell.url}/api/payment/cardlab`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({
      contract_id: 1,
      amount: 1,
      successUrl: `${shell.url}${RETURN_PATH}`,
      failUrl: `${shell.url}${RETURN_PATH}`,
    }),
  });

/** The team's edits, all in mf-payment: the providers table, its texts, its return page and its call. */
const TEAM_EDITS: Edit[] = [
  {
    file: 'mf-payment/src/features/providers/providers.ts',
    from: "  portmone: { kind: 'card', returnPage: 'portmoneReturn' },",
    to: "  portmone: { kind: 'card', returnPage: 'portmoneReturn' },\n  cardlab: { kind: 'card', returnPage: 'cardlabReturn' },",
  },
  {
    file: 'mf-payment/src/i18n/en.ts',
    from: "portmone: 'Bank card (Portmone)',",
    to: "portmone: 'Bank card (Portmone)',\n      cardlab: 'Bank card (CardLab)',",
  },
  {
    file: 'mf-payment/src/i18n/en.ts',
    from: "portmone: 'Portmone',",
    to: "portmone: 'Portmone',\n    cardlab: 'CardLab',",
  },
  {
    file: 'mf-payment/src/i18n/uk.ts',
    from: "portmone: 'Банківська картка (Portmone)',",
    to: "portmone: 'Банківська картка (Portmone)',\n      cardlab: 'Банківська картка (CardLab)',",
  },
  {
    file: 'mf-payment/src/i18n/uk.ts',
    from: "portmone: 'Portmone',",
    to: "portmone: 'Portmone',\n    cardlab: 'CardLab',",
  },
  {
    file: 'mf-payment/routes.json',
    from: /\n\]\s*$/,
    to: `,\n  { "page": "cardlabReturn", "path": "${RETURN_PATH}", "layout": "provider", "providerReturn": true, "title": { "uk": "Оплата", "en": "Payment" } }\n]\n`,
  },
  { file: 'mf-payment/step.json', from: '"calls": [', to: `"calls": [\n    ${JSON.stringify(PAY_CALL)},` },
];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  withCardlab = buildStepVariant('payment', TEAM_EDITS, 'e2e-cardlab');
  teamServer = await serveRemote(withCardlab.dist);
  running.push(teamServer);
  registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-provider-')), 'registry.json');
  shell = await startShell(defaultRegistry(), registryFile);
  running.push(shell);
});

test.afterAll(async () => {
  await Promise.all(running.map((r) => r.stop()));
});

test(
  "the team's edits are all in its folder, and its own tests pass with the new provider, unedited",
  { tag: '@payment' },
  () => {
    expect(TEAM_EDITS.every(({ file }) => file.startsWith('mf-payment/'))).toBe(true);
    const tests = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci'], {
      cwd: withCardlab.stepFolder,
      encoding: 'utf8',
    });
    expect(tests.status, tests.stderr.slice(-4000)).toBe(0);
  },
);

test(
  'a payment release adds a provider: its call, its return page and its method, with no shell change',
  { tag: '@payment' },
  async ({ browser }) => {
    test.skip(await pastSignCutoff(), 'past the sign-and-pay cut-off for today');
    const refused = await askToPay();
    expect(refused.status).toBe(404);
    expect((await fetch(`${shell.url}/en${RETURN_PATH}`)).status).toBe(404);

    // To half of the buyers first, then to all of them.
    const half = release(withCardlab.folder, teamServer.url, ['--share', '50']);
    expect(half.status, half.stderr).toBe(0);
    expect(readRegistry().payment?.trial).toMatchObject({ share: 50 });
    const released = release(withCardlab.folder, teamServer.url);
    expect(released.status, released.stderr).toBe(0);
    expect(half.stdout + released.stdout).toContain(
      'Insurer calls of payment:\n  + POST /payment/cardlab (params: amount, contract_id (contractId), failUrl (returnAddress), successUrl (returnAddress); costs: payment; event: payment_started (cardlab); idempotent)',
    );
    expect(readRegistry().payment?.trial).toBeUndefined();
    expect(readRegistry().payment?.calls).toContainEqual(PAY_CALL);

    const context = await browser.newContext({ baseURL: shell.url, locale: 'en-GB', timezoneId: 'Europe/Kyiv' });
    const page = await context.newPage();
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    const contract = await createSignedContract(page.request);
    await seedJourney(page, contract.journey);
    await page.goto('/en/payment');
    await expect(page.locator('[data-step="payment"]')).toHaveAttribute('data-step-build', /\+e2e-cardlab$/);
    await page.getByRole('radio', { name: 'Bank card (CardLab)' }).check();
    await page.getByRole('button', { name: `Pay ${formatPrice(contract.premium)}` }).click();
    await expect(page).toHaveURL(/\/sandbox\/cardlab\/pay\//);
    await payByCard(page, TEST_CARDS.success);
    await expect(page).toHaveURL(/\/en\/paySuccess$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The contract is paid');
    // The provider came back to the page the build added, which confirmed the payment through its declared call.
    expect(visited).toContain(`/en${RETURN_PATH}`);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contract is concluded');
    await context.close();
  },
);

test('the rollback removes the provider, and the shop server refuses its call again', { tag: '@payment' }, async () => {
  const current = new URL(remoteUrls().payment as string);
  const rolledBack = release(current.pathname.slice(1), current.origin);
  expect(rolledBack.status, rolledBack.stderr).toBe(0);
  expect(rolledBack.stdout).toContain('  - POST /payment/cardlab');
  expect(readRegistry().payment).toEqual(defaultRegistry().payment);
  const refused = await askToPay();
  expect(refused.status).toBe(404);
  expect(await refused.json()).toEqual({ message: 'No such call' });
  expect((await fetch(`${shell.url}/en${RETURN_PATH}`)).status).toBe(404);
});

// The loyalty team adds an insurer call alone (mf-points/README.md, "What this team must not change alone"): in its
// own checkout it shows the points this purchase will earn, a call the insurer offers (POST /loyalty/earn, which the
// sandbox is taught here and docs/insurer-api.md describes, standing in for the insurer) and no step used before. The
// call's declaration in step.json, its client and answer schema with their unit test, the figure on the page, its
// texts in both languages and the team's own e2e spec of it: every change is under mf-points/ (or the insurer's
// side), and `git status` says so. The team's own commands pass (the type check, its unit tests, lint, knip of its
// workspace, its e2e spec in its checkout); only mf-points is built, and it is released with `npm run release` into a
// running shop of the unchanged platform (its build, its release command), which then forwards the call with the
// checks its parameters' kinds require, and refused it while no release declared it. A change the platform had to
// make fails this test.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../e2e/support/test';
import { freePort } from '../../e2e/support/ports';
import { insurer } from '../../e2e/support/journey';
import { ROOT, defaultRegistry, serveRemote, startNode, startShell, type Running } from '../../e2e/support/shop';
import { LOYALTY_CUSTOMERS, createSignedContract, reachPoints } from '../../e2e/support/steps/points';
import { teamCheckout, type Change, type TeamCheckout } from '../../e2e/support/teamCheckout';

const BUILD_ID = 'e2e-earn';
/** The team's own end-to-end spec of the figure, written in its checkout and run there. */
const TEAM_SPEC = 'mf-points/e2e/earnedPoints.spec.ts';
/** The builds of the unchanged platform and steps, which the team's checkout runs its spec against as they are. */
const PLATFORM_BUILDS = [
  'shell/dist',
  'shell/dist-server',
  'shared/serve/dist',
  ...['calculator', 'contract', 'confirm', 'payment'].map((step) => `mf-${step}/dist`),
];
const EARN = {
  method: 'POST',
  path: '/loyalty/earn',
  params: { contract_id: 'contractId', customer_id: 'loyaltyCustomerId' },
  limit: 'loyalty',
};
const EARN_TEXTS = { en: 'This purchase will earn {{points}} points', uk: 'Ця покупка принесе {{points}} балів' };

/**
 * The insurer's side: the sandbox answers the new call (1 point for every whole 100 UAH of the premium), and the
 * insurer's API page describes it.
 */
const INSURER_CHANGES: Change[] = [
  {
    file: 'docs/insurer-api.md',
    from: /^\| `POST \/loyalty\/order` .*$/m,
    // The row goes before the order's ($& is the row replaced).
    to: '| `POST /loyalty/earn` | `{customer_id, contract_id}` | `{points: number}`: the points the customer earns once the contract is paid, 1 for every whole 100 UAH of the premium |\n$&',
  },
  {
    file: 'sandbox/src/loyalty/routes.ts',
    from: "  app.post('/loyalty/order', async (request) => {",
    to: `  app.post('/loyalty/earn', async (request) => {
    const body = check(request.body, Balance);
    deps.accounts.require(body.customer_id);
    return { data: { points: Math.floor(deps.contracts.require(body.contract_id).premium / 100) } };
  });

  app.post('/loyalty/order', async (request) => {`,
  },
];

/** The loyalty team's change: all of it in mf-points/. */
const TEAM_CHANGES: Change[] = [
  {
    file: 'mf-points/step.json',
    from: '"calls": [',
    to: `"calls": [\n    ${JSON.stringify(EARN, null, 2).replaceAll('\n', '\n    ')},`,
  },
  {
    file: 'mf-points/src/features/earn/earnCall.ts',
    text: `import { schema, type InsurerClient } from '@greencard/api';

/** POST /loyalty/earn: the points the programme will add once this contract is paid. */
const LoyaltyEarn = schema(({ type, number }) => type({ points: number() }));

export const loyaltyEarn = (client: InsurerClient, customerId: string, contractId: number) =>
  client.call(
    { method: 'POST', url: '/loyalty/earn', data: { customer_id: customerId, contract_id: contractId } },
    LoyaltyEarn,
    'pointsDefault',
  );
`,
  },
  {
    file: 'mf-points/src/features/earn/earnCall.test.ts',
    text: `/** @jest-environment node */
import { describeCalls, ok } from '@greencard/api/testing';
import { loyaltyEarn } from './earnCall';

describeCalls([
  {
    name: 'loyaltyEarn',
    route: 'POST /loyalty/earn',
    run: (client) => loyaltyEarn(client, 'loyal-42', 5),
    reply: ok({ points: 42 }),
    result: { points: 42 },
    request: { body: { customer_id: 'loyal-42', contract_id: 5 } },
    fallback: 'pointsDefault',
    malformed: { points: '42' },
  },
]);
`,
  },
  {
    file: 'mf-points/src/features/earn/EarnedPoints.tsx',
    text: `import { useTranslation } from '@greencard/i18n';
import { useInsurerAnswer } from '@greencard/step';
import { loyaltyEarn } from './earnCall';

/** The points this purchase will earn, once the programme has said how many. */
export function EarnedPoints({ customerId, contractId }: { customerId: string; contractId: number }) {
  const { t } = useTranslation('points');
  const answer = useInsurerAnswer(\`\${customerId}/\${contractId}\`, (client) =>
    loyaltyEarn(client, customerId, contractId),
  );
  if (answer.status !== 'ready') return null;
  return <p className="points__earn">{t('earn', { points: answer.data.points })}</p>;
}
`,
  },
  {
    file: 'mf-points/src/PointsPage.tsx',
    from: "import { Redemption } from './features/redeem/Redemption';",
    to: "import { EarnedPoints } from './features/earn/EarnedPoints';\nimport { Redemption } from './features/redeem/Redemption';",
  },
  {
    file: 'mf-points/src/PointsPage.tsx',
    from: '      <Redemption target={access} />',
    to: '      <EarnedPoints customerId={access.customerId} contractId={access.contractId} />\n      <Redemption target={access} />',
  },
  {
    file: TEAM_SPEC,
    text: `import { expect, test } from '../../e2e/support/test';
import { insurer } from '../../e2e/support/journey';
import { LOYALTY_CUSTOMERS, POINTS_TEXTS, createSignedContract, reachPoints } from '../../e2e/support/steps/points';

test.describe('points: what the purchase earns', { tag: '@points' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  });

  for (const locale of ['uk', 'en'] as const) {
    test(\`the buyer sees the points the programme will add (\${locale})\`, async ({ page }) => {
      const customer = LOYALTY_CUSTOMERS.rich;
      const contract = await createSignedContract(page.request);
      const { points } = await insurer<{ points: number }>('POST', '/loyalty/earn', {
        customer_id: customer,
        contract_id: contract.id,
      });
      await reachPoints(page, locale, contract, customer);
      await expect(page.getByText(POINTS_TEXTS[locale].earn.replace('{{points}}', String(points)))).toBeVisible();
    });
  }
});
`,
  },
  { file: 'mf-points/src/i18n/en.ts', from: '  skip: ', to: `  earn: '${EARN_TEXTS.en}',\n  skip: ` },
  { file: 'mf-points/src/i18n/uk.ts', from: '  skip: ', to: `  earn: '${EARN_TEXTS.uk}',\n  skip: ` },
];

let checkout: TeamCheckout;
let built: { dist: string; folder: string };
const running: Running[] = [];
let sandbox: Running;
let shell: Running;
let teamServer: Running;
let registryFile: string;
/** The test's temporary folders besides the checkout: the sandbox's data, the shop's record. */
const folders: string[] = [];
let theirSandbox: string | undefined;

/** `npm run release -- points <version>` of the platform as it runs, into this test's shop. */
function release(version: string, origin: string) {
  return spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'release.mjs'), 'points', version, '--registry', registryFile, '--origin', origin],
    { cwd: ROOT, encoding: 'utf8' },
  );
}

/** How long a part of the test took, in its report. */
function timed<T>(what: string, work: () => T): T {
  const started = Date.now();
  const result = work();
  test.info().annotations.push({ type: what, description: `${((Date.now() - started) / 1000).toFixed(1)} s` });
  return result;
}

test.describe('the loyalty team adds an insurer call alone', { tag: '@points' }, () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    checkout = timed('checkout', () => teamCheckout());
    checkout.change([...INSURER_CHANGES, ...TEAM_CHANGES]);
    // The insurer's side runs from the checkout: its sandbox, built as its package builds it.
    const sandboxBuild = timed("the insurer's build", () =>
      checkout.run('npm', ['run', 'build', '--workspace', '@greencard/sandbox']),
    );
    expect(sandboxBuild.status, sandboxBuild.stderr).toBe(0);
    const sandboxPort = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'greencard-earn-sandbox-'));
    folders.push(dataDir);
    sandbox = await startNode(
      [path.join(checkout.root, 'sandbox', 'dist', 'main.js')],
      { SANDBOX_PORT: String(sandboxPort), SANDBOX_DATA_DIR: dataDir },
      (port) => `http://127.0.0.1:${port}/serverTime`,
      sandboxPort,
    );
    running.push(sandbox);
    // The contracts of this test are made, and its codes read, in this sandbox.
    theirSandbox = process.env.SANDBOX_URL;
    process.env.SANDBOX_URL = sandbox.url;
    // The shop: the platform's own build, running the steps' current builds, before the team's release.
    folders.push(mkdtempSync(path.join(tmpdir(), 'greencard-earn-shop-')));
    registryFile = path.join(folders.at(-1) as string, 'registry.json');
    shell = await startShell(defaultRegistry(), registryFile, { INSURER_API_URL: sandbox.url });
    running.push(shell);
  });

  test.afterAll(async () => {
    process.env.SANDBOX_URL = theirSandbox;
    await Promise.all(running.map((service) => service.stop()));
    for (const folder of [...folders, ...(checkout ? [checkout.root] : [])])
      rmSync(folder, { recursive: true, force: true });
  });

  test("every change is in the team's folder or the insurer's, and the team's own commands pass", () => {
    // About three minutes on a loaded 2-core machine, half of it the type check; the limit leaves room for the rest
    // of the suite beside it.
    test.setTimeout(420_000);
    const outside = checkout
      .changedFiles()
      .filter((file) => !/^(mf-points|sandbox)\//.test(file) && file !== 'docs/insurer-api.md');
    expect(outside, "files changed outside mf-points/ and the insurer's side").toEqual([]);
    expect(checkout.changedFiles()).toEqual(
      expect.arrayContaining(['mf-points/src/features/earn/earnCall.test.ts', TEAM_SPEC, 'docs/insurer-api.md']),
    );

    // The project's type check, over the whole checkout: the team's code, its unit test and its e2e spec.
    const typecheck = timed('the type check', () => checkout.run('npm', ['run', 'typecheck']));
    expect(typecheck.status, typecheck.stdout.slice(-4000)).toBe(0);

    // The unit tests the change reaches (jest's --onlyChanged, against the checkout's commit): the step's others are
    // the unit run's of `npm test`.
    const unit = timed('its unit tests', () =>
      checkout.run('npm', ['test', '--workspace', '@greencard/mf-points', '--', '--ci', '--onlyChanged']),
    );
    expect(unit.status, unit.stderr.slice(-4000)).toBe(0);
    expect(unit.stderr).toContain('src/features/earn/earnCall.test.ts');
    const lint = timed('its lint', () => checkout.run('npx', ['eslint', 'mf-points', '--max-warnings=0']));
    expect(lint.status, lint.stdout.slice(-4000)).toBe(0);
    const format = checkout.run('npx', ['prettier', '--check', 'mf-points']);
    expect(format.status, format.stdout + format.stderr).toBe(0);
    const knip = timed('knip of its workspace', () =>
      checkout.run('npx', ['knip', '--workspace', 'mf-points', '--no-progress']),
    );
    expect(knip.status, knip.stdout.slice(-4000)).toBe(0);

    const build = timed('its build', () =>
      spawnSync(process.execPath, [path.join(ROOT, 'e2e', 'support', 'quickProductionBuild.cjs')], {
        cwd: path.join(checkout.root, 'mf-points'),
        env: { ...process.env, BUILD_ID },
        encoding: 'utf8',
      }),
    );
    expect(build.status, build.stderr).toBe(0);
    const dist = path.join(checkout.root, 'mf-points', 'dist');
    const folder = readdirSync(dist).find((name) => name.endsWith(`+${BUILD_ID}`));
    expect(folder).toBeDefined();
    built = { dist, folder: folder as string };
  });

  test("the team's own e2e spec passes in its checkout, on its build among the platform's", () => {
    test.setTimeout(240_000);
    // The builds it did not change are the repository's own (ignored by git, so nothing `git status` names).
    for (const build of PLATFORM_BUILDS) symlinkSync(path.join(ROOT, build), path.join(checkout.root, build));
    // The spec before --project, which takes every name after it.
    const playwright = ['playwright', 'test', TEAM_SPEC, '--config', 'e2e/playwright.config.ts', '--project=chromium'];
    const own = timed('its e2e spec', () =>
      checkout.run('npx', [...playwright, '--workers=1'], '.', {
        // The checkout's builds (its points build is its newest), its own report, none of this run's settings.
        ...Object.fromEntries(
          Object.entries(process.env).filter(([name]) => !/^(PW_|PLAYWRIGHT_|TEST_)|^(SHOP|SANDBOX)_URL$/.test(name)),
        ),
        E2E_BUILDS: 'newest',
      }),
    );
    expect(own.status, own.stdout.slice(-4000) + own.stderr.slice(-2000)).toBe(0);
    expect(own.stdout).toMatch(/points@1\.\d+\.\d+\+e2e-earn/);
    expect(own.stdout).toMatch(/2 passed/);
  });

  test('released alone into the running shop, the new call goes through its gateway with its checks', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: shell.url, timezoneId: 'Europe/Kyiv' });
    const page = await context.newPage();
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
    const customer = LOYALTY_CUSTOMERS.rich;
    const contract = await createSignedContract(page.request);
    const earn = (body: { customer_id: string; contract_id: number }) =>
      page.request.post('/api/loyalty/earn', { data: body });
    const own = { customer_id: customer, contract_id: contract.id };
    // The insurer offers the call from the start; the shop refuses it while no released step declares it.
    const offered = await insurer<{ points: number }>('POST', '/loyalty/earn', own);
    expect(offered.points).toBe(Math.floor(contract.premium / 100));
    const undeclared = await earn(own);
    expect(undeclared.status()).toBe(404);
    expect(await undeclared.json()).toEqual({ message: 'No such call' });

    teamServer = await serveRemote(built.dist);
    running.push(teamServer);
    const released = timed('the release', () => release(built.folder, teamServer.url));
    expect(released.status, released.stderr).toBe(0);
    expect(released.stdout).toContain('+ POST /loyalty/earn');

    // A buyer sees the figure, in both languages.
    await reachPoints(page, 'uk', contract, customer);
    await expect(page.locator('[data-step="points"]')).toHaveAttribute(
      'data-step-build',
      new RegExp(`\\+${BUILD_ID}$`),
    );
    await expect(page.getByText(EARN_TEXTS.uk.replace('{{points}}', String(offered.points)))).toBeVisible();
    await page.goto('/en/points');
    await expect(page.getByText(EARN_TEXTS.en.replace('{{points}}', String(offered.points)))).toBeVisible();

    // Forwarded for this browser's own contract and proved customer only: the checks its kinds require.
    const forwarded = await earn(own);
    expect(forwarded.status()).toBe(200);
    expect(await forwarded.json()).toEqual({ data: { points: offered.points } });
    expect((await earn({ ...own, customer_id: LOYALTY_CUSTOMERS.modest })).status()).toBe(403);
    const otherBuyer = await browser.newContext({ baseURL: shell.url });
    const others = await createSignedContract(otherBuyer.request);
    expect((await earn({ ...own, contract_id: others.id })).status()).toBe(403);
    await Promise.all([context.close(), otherBuyer.close()]);
  });
});

// The loyalty team ships its own texts and rules (docs/step-release.md, README "Releasing one step"): it changes a
// message of the points step and the check of the amount field (an amount under 1 point is refused; 0 still pays in
// full), builds only mf-points, and releases it with the README's command, `npm run release -- points <version>`,
// into the shop that `npm start` runs, with the registry the release edits by default. The open shop serves the new
// build within seconds, without a restart, and the release says which registry and which shop it changed.
//
// The shop is started as `npm start` starts it (scripts/start.mjs), on free ports, with a sandbox of its own; its
// registry location is set with REGISTRY_FILE, for the shop and the release alike, so that the test never switches a
// developer's own shop (shell/dist/registry.json).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { freePort } from '../support/ports';
import { ROOT, serveRemote, type Registry, type Running } from '../support/shop';
import {
  LOYALTY_CUSTOMERS,
  POINTS_TEXTS,
  createSignedContract,
  enterPoints,
  reachPoints,
} from '../support/steps/points';
import { buildStepVariant, type StepVariant } from '../support/stepVariant';

test.describe.configure({ mode: 'serial' });

const STEPS = ['calculator', 'contract', 'confirm', 'points', 'payment'];
const BUILD_ID = 'e2e-loyalty';
const NEW_TEXTS = {
  max: 'Points pay at most 30% of the price',
  atLeastOne: 'Withdraw at least 1 point, or 0 to pay in full',
};

let variant: StepVariant;
let variantServer: Running;
let shop: { url: string; process: ChildProcess; stopped: Promise<unknown> };
let folder: string;
let registryFile: string;
let theirSandbox: string | undefined;
/** The shop's STEP_ORIGINS: npm start's own step servers, and the loyalty team's server for points. */
let stepOrigins: string;

/** `npm run release -- points <version>` as the README gives it: the default registry, the build's own server. */
function release(version: string, origin: string) {
  return spawnSync('npm', ['run', 'release', '--', 'points', version, '--origin', origin], {
    cwd: ROOT,
    env: { ...process.env, REGISTRY_FILE: registryFile, STEP_ORIGINS: stepOrigins },
    encoding: 'utf8',
  });
}

const readRegistry = (): Registry => JSON.parse(readFileSync(registryFile, 'utf8'));

/** `npm start` without its build step (the suite runs on built files): resolves once it says where the shop is. */
async function npmStart(env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env: { ...process.env, ...env } });
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not come up:\n${output}`)), 120_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // Printed once the shop is up and its run is recorded beside its registry.
      const started = /Green Card shop: (\S+)[\s\S]*Release record:/.exec(output);
      if (started?.[1]) {
        clearTimeout(timer);
        resolve(started[1]);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  return { url, process: child, stopped };
}

async function stopShop() {
  if (shop.process.exitCode !== null) return;
  shop.process.kill('SIGTERM');
  await shop.stopped;
}

async function buyerPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: shop.url, locale: 'en-GB', timezoneId: 'Europe/Kyiv' });
  const page = await context.newPage();
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  return { context, page };
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  variant = buildStepVariant(
    'points',
    [
      {
        file: 'mf-points/src/features/redeem/amountRule.ts',
        from: "  max: 'points:validation.max',\n",
        to: "  max: 'points:validation.max',\n  atLeastOne: 'points:validation.atLeastOne',\n",
      },
      {
        file: 'mf-points/src/features/redeem/amountRule.ts',
        from: '  if (Number(text) < 0) return AMOUNT_PROBLEMS.amount;\n',
        to: '  if (Number(text) < 0) return AMOUNT_PROBLEMS.amount;\n  if (Number(text) > 0 && Number(text) < 1) return AMOUNT_PROBLEMS.atLeastOne;\n',
      },
      {
        file: 'mf-points/src/i18n/en.ts',
        from: "    max: 'The amount is more than the points can pay',\n",
        to: `    max: '${NEW_TEXTS.max}',\n    atLeastOne: '${NEW_TEXTS.atLeastOne}',\n`,
      },
      {
        file: 'mf-points/src/i18n/uk.ts',
        from: "    max: 'Сума більша, ніж можна сплатити балами',\n",
        to: "    max: 'Балами можна сплатити не більше 30% вартості',\n    atLeastOne: 'Спишіть щонайменше 1 бал або 0, щоб сплатити повністю',\n",
      },
    ],
    BUILD_ID,
  );
  variantServer = await serveRemote(variant.dist);
  folder = mkdtempSync(path.join(tmpdir(), 'greencard-npm-start-'));
  registryFile = path.join(folder, 'registry.json');
  const ports: Record<string, string> = { PORT: String(await freePort()), SANDBOX_PORT: String(await freePort()) };
  for (const step of STEPS) ports[`MF_${step.toUpperCase()}_PORT`] = String(await freePort());
  // The operator names where each step is served from (docs/step-release.md, "A step's origins"): here npm start's
  // step servers, and the team's own server for its points builds.
  stepOrigins = [
    ...STEPS.map((step) => `${step}=http://127.0.0.1:${ports[`MF_${step.toUpperCase()}_PORT`]}`),
    `points=${variantServer.url}`,
  ].join(',');
  shop = await npmStart({
    ...ports,
    STEP_ORIGINS: stepOrigins,
    // No metrics listener: its default port is the machine's one, which another shop may hold (the run's has its own).
    METRICS_PORT: 'off',
    SANDBOX_DATA_DIR: path.join(folder, 'sandbox'),
    REGISTRY_FILE: registryFile,
    SESSION_SECRET: 'e2e-session-secret-of-at-least-32-characters',
  });
  // The contracts of this test are made in this shop's own sandbox.
  theirSandbox = process.env.SANDBOX_URL;
  process.env.SANDBOX_URL = `http://127.0.0.1:${ports.SANDBOX_PORT}`;
});

test.afterAll(async () => {
  process.env.SANDBOX_URL = theirSandbox;
  await Promise.all([shop && stopShop(), variantServer?.stop()]);
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test(
  'the loyalty team’s release reaches the shop npm start runs, within seconds and without a restart',
  { tag: '@points' },
  async ({ browser }) => {
    const before = readRegistry().points;
    expect(before?.manifest).not.toContain(BUILD_ID);

    const released = release(variant.folder, variantServer.url);
    const releasedAt = Date.now();
    expect(released.status, released.stderr).toBe(0);
    // It says which registry it changed and which shop reads it.
    expect(released.stdout).toContain(`points now runs ${variantServer.url}/${variant.folder}/mf-manifest.json`);
    expect(released.stdout).toContain(`in ${registryFile}.`);
    expect(released.stdout).toContain(`The shop at ${shop.url} (npm start, process ${shop.process.pid}) reads it`);

    // The shop's registry switches at once: the server reads the file again when it changes.
    await expect
      .poll(async () => ((await (await fetch(`${shop.url}/registry.json`)).json()) as Registry).points?.manifest, {
        timeout: 5_000,
        intervals: [100],
      })
      .toContain(BUILD_ID);
    const switchedWithin = Date.now() - releasedAt;
    test.info().annotations.push({ type: 'registry switched within', description: `${switchedWithin} ms` });
    expect(switchedWithin).toBeLessThan(5_000);

    // A buyer with a signed contract and a loyalty id sees the new check and the new message.
    const { context, page } = await buyerPage(browser);
    const contract = await createSignedContract(page.request);
    await reachPoints(page, 'en', contract, LOYALTY_CUSTOMERS.rich);
    await expect(page.locator('[data-step="points"]')).toHaveAttribute(
      'data-step-build',
      new RegExp(`\\+${BUILD_ID}$`),
    );
    const amount = page.getByLabel(POINTS_TEXTS.en.amount.label);
    await enterPoints(page, 'en', '0.5');
    await expect(amount).toHaveAccessibleDescription(new RegExp(NEW_TEXTS.atLeastOne));
    await enterPoints(page, 'en', '100000');
    await expect(amount).toHaveAccessibleDescription(new RegExp(NEW_TEXTS.max));
    // 0 still means "pay in full": the step moves on to payment.
    await enterPoints(page, 'en', '0');
    await expect(page).toHaveURL(/\/en\/payment$/);
    test
      .info()
      .annotations.push({ type: 'new build on the page within', description: `${Date.now() - releasedAt} ms` });
    await context.close();
  },
);

test('a release with no running shop says so', { tag: '@points' }, async () => {
  await stopShop();
  const back = new URL(readRegistry().points?.manifest ?? '');
  const again = release(variant.folder, back.origin);
  expect(again.status, again.stderr).toBe(0);
  expect(again.stdout).toContain(`No shop started with \`npm start\` reads ${registryFile} now`);
});

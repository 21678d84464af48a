// What an operator sees (docs/operations.md): a real Prometheus scrapes the run's shop while buyers pay by card, with
// points, with a declined card and in instalments; PromQL then finds each journey counted by provider and by the
// build of the step that served it, and the pages' vitals that real browsers reported.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatPrice } from '@greencard/domain';
import { expect, test } from '../support/test';
import { freePort } from '../support/ports';
import { startPrometheus, type RunningPrometheus } from '../support/prometheus';
import { defaultRegistry, NO_LOAD_SHEDDING, ROOT, sandboxUrl, writeRegistry } from '../support/shop';
import { pastSignCutoff } from '../support/steps/confirm';
import { TEST_CARDS, payByCard, reachPayment } from '../support/steps/payment';
import {
  LOYALTY_CUSTOMERS,
  createSignedContract,
  enterPoints,
  enterSecret,
  latestSecret,
  reachPoints,
} from '../support/steps/points';

/** A step's build as a release names it: its version folder. */
const BUILD = /^\d+\.\d+\.\d+\+[0-9A-Za-z.-]+$/;

test.describe.configure({ mode: 'serial' });

let prometheus: RunningPrometheus;

test.beforeAll(async () => {
  prometheus = await startPrometheus(process.env.SHOP_METRICS_URL ?? '');
});

test.beforeEach(async ({ page }) => {
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  test.skip(await pastSignCutoff(), 'past the sign-and-pay cut-off for today');
});

test.afterAll(async () => {
  await prometheus?.stop();
});

/** The journey counters by event, provider and build, summed over any other label. */
async function journey(): Promise<Map<string, number>> {
  const series = await prometheus.query('sum by (event, step, provider, build) (shop_journey_events_total)');
  return new Map(
    series.map(({ labels, value }) => [
      `${labels.event} ${labels.step} ${labels.provider ?? ''} ${labels.build}`,
      value,
    ]),
  );
}

const h1 = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test('the metrics listener is not on the buyers’ port', async ({ request }) => {
  const metrics = await request.get(process.env.SHOP_METRICS_URL ?? '');
  expect(await metrics.text()).toContain('# TYPE shop_journey_events_total counter');
  const publicAnswer = await request.get('/metrics');
  expect(await publicAnswer.text()).not.toContain('shop_journey_events_total');
});

/** The counters before this file's purchases: theirs are counted on top. */
let before = new Map<string, number>();

test('Prometheus scrapes the shop', async () => {
  await expect.poll(async () => (await prometheus.query('up{job="shop"}'))[0]?.value, { timeout: 20_000 }).toBe(1);
  before = await journey();
});

test('a card paid through EasyPay', async ({ page }) => {
  const card = await reachPayment(page, 'uk');
  await page.getByRole('button', { name: `Сплатити ${formatPrice(card.premium)}` }).click();
  await payByCard(page, TEST_CARDS.success);
  await expect(h1(page)).toHaveText('Договір оплачено');
  // Leaving the page sends its last vitals (LCP, CLS) as it hides.
  await page.goto('about:blank');
});

test('a declined card', async ({ page }) => {
  const declined = await reachPayment(page, 'en');
  await page.getByRole('button', { name: `Pay ${formatPrice(declined.premium)}` }).click();
  await payByCard(page, TEST_CARDS.declined);
  await expect(h1(page)).toHaveText('Could not be paid');
});

test('points pay part, a card the rest', async ({ page }) => {
  const contract = await createSignedContract(page.request);
  await reachPoints(page, 'en', contract, LOYALTY_CUSTOMERS.rich);
  await enterPoints(page, 'en', '100');
  await enterSecret(page, 'en', await latestSecret(contract.id));
  await expect(page).toHaveURL(/\/en\/payment$/);
  await page.getByRole('button', { name: `Pay ${formatPrice(contract.premium - 100)}` }).click();
  await payByCard(page, TEST_CARDS.success);
  await expect(h1(page)).toHaveText('The contract is paid');
});

test('instalments the bank approves', async ({ page }) => {
  const instalments = await reachPayment(page, 'uk');
  await page.getByRole('radio', { name: 'Оплата частинами через банк' }).check();
  await page.getByRole('button', { name: /Строк, місяців/ }).click();
  await page.getByRole('option', { name: '12' }).click();
  await page.getByRole('button', { name: `Сплатити ${formatPrice(instalments.premium)}` }).click();
  await page.getByRole('button', { name: 'Approve the instalments' }).click();
  await expect(h1(page)).toHaveText('Договір оплачено');
});

test('PromQL finds each purchase counted by provider and build, and the pages’ vitals', async () => {
  const counted = async (event: string, step: string, provider: string) => {
    const now = await journey();
    const builds = [...now.keys()]
      .filter((key) => key.startsWith(`${event} ${step} ${provider} `))
      .map((key) => key.split(' ')[3] ?? '');
    const added = builds.reduce((sum, build) => {
      const key = `${event} ${step} ${provider} ${build}`;
      return sum + (now.get(key) ?? 0) - (before.get(key) ?? 0);
    }, 0);
    return { added, builds: builds.length > 0 && builds.every((build) => BUILD.test(build)) };
  };
  for (const [event, step, provider, times] of [
    ['paid', 'payment', 'easypay', 2],
    ['declined', 'payment', 'easypay', 1],
    ['paid', 'payment', 'instalments', 1],
    ['payment_started', 'payment', 'instalments', 1],
    ['points_used', 'points', '', 1],
    ['signed', 'confirm', '', 4],
    ['draft_saved', 'contract', '', 4],
  ] as const) {
    await expect
      .poll(
        async () => {
          const { added, builds } = await counted(event, step, provider);
          return builds && added >= times;
        },
        { timeout: 20_000, message: `${times} × ${event} ${step} ${provider}, by a build's version folder` },
      )
      .toBe(true);
  }

  // Real Chromium pages reported their vitals, by the page's template.
  await expect
    .poll(
      async () =>
        (await prometheus.query('sum by (name) (shop_web_vital_seconds_count{page="/payment"})'))
          .map((s) => s.labels.name)
          .sort(),
      {
        timeout: 20_000,
      },
    )
    .toEqual(expect.arrayContaining(['LCP', 'TTFB']));
  const p75 = await prometheus.query(
    'histogram_quantile(0.75, sum by (le) (shop_web_vital_seconds_bucket{name="TTFB"}))',
  );
  expect(p75[0]?.value).toBeGreaterThan(0);
});

// A crash after the start (an error nothing handled, thrown or rejected) is one JSON line like every other, by its kind,
// code and frames, never its message (which may quote a buyer), and the process ends for its orchestrator to restart.
for (const crash of ['throw', 'reject'] as const) {
  test(`a server that crashes (${crash}) says so as a fatal JSON line, without the error's message, and exits`, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'greencard-crash-'));
    const preload = path.join(dir, 'crash.cjs');
    writeFileSync(
      preload,
      `process.on('SIGUSR2', () => {
        const error = Object.assign(new Error('a buyer sent +380671112233'), { code: 'ECRASH' });
        if (process.env.CRASH === 'reject') Promise.reject(error);
        else throw error;
      });`,
    );
    const registryFile = path.join(dir, 'registry.json');
    writeRegistry(registryFile, defaultRegistry());
    const port = await freePort();
    const child = spawn(process.execPath, ['--require', preload, 'shell/dist-server/server.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        REGISTRY_FILE: registryFile,
        INSURER_API_URL: sandboxUrl(),
        METRICS_PORT: 'off',
        ...NO_LOAD_SHEDDING,
        CRASH: crash,
      },
    });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/healthz`).then(
              (answer) => answer.status,
              () => 0,
            ),
          {
            timeout: 30_000,
          },
        )
        .toBe(200);
      child.kill('SIGUSR2');
      expect(await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('running'), 10_000))])).toBe(
        1,
      );
    } finally {
      child.kill('SIGKILL');
    }
    const lines = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; err?: { type: string; errorCode: string; frames: string } });
    const fatal = lines.find(({ level }) => level === 60);
    expect(fatal?.err).toMatchObject({ type: 'Error', errorCode: 'ECRASH', frames: expect.stringContaining('at ') });
    expect(stdout + stderr).not.toContain('+380671112233');
  });
}

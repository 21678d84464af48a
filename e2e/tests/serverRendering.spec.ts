// The first view comes from the server: the home page is HTML before any script runs, the browser takes that HTML
// over instead of rendering it again, React and each step's code load once, and a page that would differ from what
// the server rendered is rendered afresh, never repaired. The hydration rule of ../support/test applies to all of it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, remoteUrls } from '../support/shop';
import { HYDRATION_ERROR } from '@greencard/step/src/hydration/reportHydrationError';
import { chooseOffer, LABELS } from '../support/steps/calculator';
import { EXPECTED_MISMATCH, expect, keepServerHeading, sameHeading, stepTakenOver, test } from '../support/test';

test.beforeEach(async ({ page }) => {
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
});

for (const [path, locale] of [
  ['/', 'uk'],
  ['/en', 'en'],
] as const) {
  test(`${path} is the shop's page before any script runs`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'uk-UA' });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'uk' ? 'Зелена картка онлайн' : 'Green Card online',
    );
    await expect(page.getByRole('button', { name: LABELS[locale].submit })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await context.close();
  });
}

test("every step's build carries its first views where its manifest names them, and no server code", () => {
  const steps = Object.keys(remoteUrls());
  expect(steps.sort()).toEqual(['calculator', 'confirm', 'contract', 'payment', 'points']);
  for (const step of steps) {
    const folder = path.join(ROOT, `mf-${step}`, 'dist', path.basename(remoteUrls()[step] ?? ''));
    const manifest = JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as {
      metaData: { greencard: { firstView?: string } };
    };
    const file = manifest.metaData.greencard.firstView;
    expect(file, step).toBe('first-view.json');
    const views = JSON.parse(readFileSync(path.join(folder, file ?? ''), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    // The calculator's home page and the contract step's widget showcase are the pages a new buyer's browser gets
    // whole from a step's build.
    const whole: Record<string, string[]> = { calculator: ['/'], contract: ['/UI'] };
    expect(Object.keys(views.uk ?? {}), step).toEqual(whole[step] ?? []);
    expect(existsSync(path.join(folder, 'server')), `${step}: a server folder`).toBe(false);
  }
});

test('the browser takes the server-rendered home page over: the same elements, working', async ({ page }) => {
  await keepServerHeading(page);
  await page.goto('/en');
  expect(await sameHeading(page)).toBe(true);
  await chooseOffer(page, { locale: 'en', autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH' });
});

test("a returning buyer's saved form is shown: the home page renders afresh instead of taking a stranger's over", async ({
  page,
}) => {
  await page.goto('/en');
  await page.evaluate(() =>
    localStorage.setItem('state_snapshot_calculator', JSON.stringify({ version: 0, value: {} })),
  );
  await keepServerHeading(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Green Card online');
  expect(await sameHeading(page)).toBe(false);
});

test('a page the server rendered differently from the browser fails the check (the control of the rule above)', async ({
  page,
}) => {
  test.info().annotations.push({ type: EXPECTED_MISMATCH, description: 'the control of the hydration rule' });
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes(HYDRATION_ERROR)) reports.push(message.text());
  });
  // The server's HTML as another build would have rendered it: changed before any of the shop's scripts runs.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const heading = document.querySelector('h1');
      if (document.readyState === 'interactive' && heading) heading.textContent = 'Green Card offline';
    });
  });
  await page.goto('/en');
  await expect.poll(() => reports.join('\n')).toContain(`${HYDRATION_ERROR} in calculator`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Green Card online');
});

test('React runs once in the page and each step module loads once, across a journey', async ({ page }) => {
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    (window as unknown as { reactRenderers: unknown[] }).reactRenderers = renderers;
    // What React DOM reports itself to when it starts: one entry per copy of React DOM in the page.
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject(renderer: unknown) {
        renderers.push(renderer);
        return renderers.length;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      setStrictMode() {},
    };
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await chooseOffer(page, { locale: 'uk', autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH' });
  await stepTakenOver(page);
  await expect(page.locator('[data-step="contract"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { reactRenderers: unknown[] }).reactRenderers.length)).toBe(1);
  // No script is asked for twice (a file prefetched for the next step is fetched by a link, not as a script).
  expect(scripts.filter((url, index) => scripts.indexOf(url) !== index)).toEqual([]);
  // Both steps on the way ran, each from its one container.
  expect(
    await page.evaluate(() =>
      Object.keys(window)
        .filter((name) => name.startsWith('greencard_'))
        .sort(),
    ),
  ).toEqual(expect.arrayContaining(['greencard_calculator', 'greencard_contract']));
});

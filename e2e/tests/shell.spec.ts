import { expect, test } from '../support/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/ports';
import {
  ROOT,
  buildEntry,
  defaultRegistry,
  remoteUrls,
  serveRemote,
  startShell,
  writeRegistry,
  type Running,
} from '../support/shop';

// The tag manager is a third party: the tests never reach it.
test.beforeEach(async ({ page }) => {
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
});

async function companyName(request: import('@playwright/test').APIRequestContext) {
  const answer = await request.get(`${process.env.SANDBOX_URL}/company`, { headers: { 'COM-TOKEN': 'sandbox-token' } });
  return ((await answer.json()) as { data: { name: string } }).data.name;
}

test('the home page is Ukrainian at / and English at /en, with their titles', async ({ page, request }) => {
  const company = await companyName(request);
  const uk = await page.goto('/');
  expect(uk?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page).toHaveTitle(`${company} — страхування`);
  await expect(page.locator('[data-step="calculator"]')).toBeVisible();

  const en = await page.goto('/en');
  expect(en?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(`${company} — insurance`);
  await expect(page.locator('[data-step="calculator"]')).toBeVisible();
});

test('the language switch keeps the page and remembers the choice for a year', async ({ page, context }) => {
  await page.setViewportSize({ width: 1170, height: 900 });
  await page.goto('/UI');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/UI$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('en');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);
  await page.getByRole('link', { name: 'Українська' }).click();
  await expect(page).toHaveURL(/\/UI$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
});

test('a page fetches its texts in its own language only, announced by the server, and the other on the switch', async ({
  page,
}) => {
  // Which build each texts chunk comes from: the shell's (the site's origin) or a step's (its build's URL).
  const builds = Object.entries({ ...remoteUrls(), shell: process.env.SHOP_URL as string });
  const texts: string[] = [];
  page.on('request', (r) => {
    const file = /\/(texts-(?:uk|en))\.[0-9a-f]+\.js$/.exec(new URL(r.url()).pathname);
    const build = builds.find(([, url]) => r.url().startsWith(url))?.[0];
    if (file) texts.push(`${build} ${file[1]}`);
  });
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  // Announced up front, the shell's and the calculator's, so waiting for them costs the page no round trip.
  // A step's file is announced as its loader asks for it, with CORS (docs/step-release.md, "What buyers load").
  expect(
    html.match(
      /<link rel="preload" as="script" href="[^"]*\/texts-uk\.[0-9a-f]+\.js"( crossorigin integrity="sha384-[^"]+")?>/g,
    ),
  ).toHaveLength(2);
  expect(html).not.toMatch(/texts-en\./);
  await expect(page.locator('#step-outlet[data-mounted-step="calculator"]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Зелена картка онлайн');
  await expect(page.getByText('Що покриває Зелена картка?')).toBeVisible();
  // The contract's too: the next step is fetched ahead, in the page's language, once the page is idle.
  await expect.poll(() => [...texts].sort()).toEqual(['calculator texts-uk', 'contract texts-uk', 'shell texts-uk']);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Green Card online');
  await expect(page.getByText('What does a Green Card cover?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Українська' })).toBeVisible();
  expect(texts.filter((file) => file.endsWith('-en')).sort()).toEqual(['calculator texts-en', 'shell texts-en']);
});

test('an English page leaves the language as it was: only the switch chooses it (rules D25)', async ({
  page,
  context,
}) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Українська' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'locale')).toBeUndefined();
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  const notFound = await page.goto('/no-such-page');
  expect(notFound?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Цю сторінку не знайдено' })).toBeVisible();
});

test('a buyer who chose English gets English at an address without a prefix, from the server', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: process.env.SHOP_URL as string }]);
  const answer = await page.request.get('/contract?from=link', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/en/contract?from=link');
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an unknown page answers HTTP 404 with the error page and a link home', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('[data-step="calculator"]')).toBeVisible();
});

test('step modules are loaded from their own servers, and the page holds no partner token', async ({ page }) => {
  const calculatorBuild = remoteUrls().calculator as string;
  const calculatorOrigin = new URL(calculatorBuild).origin;
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const response = await page.goto('/');
  await expect(page.locator('[data-step="calculator"]')).toBeVisible();
  expect(scripts.some((url) => url.startsWith(`${calculatorBuild}/remoteEntry.js`))).toBe(true);
  expect(new URL(page.url()).origin).not.toBe(calculatorOrigin);
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('sandbox-token');
});

test.describe('a second shell with its own remote registry', () => {
  let work: string;
  const running: Running[] = [];

  test.beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'greencard-registry-'));
  });

  test.afterAll(async () => {
    await Promise.all(running.map((r) => r.stop()));
    rmSync(work, { recursive: true, force: true });
  });

  test('pointing registry.json at another build of a step takes effect on reload, with no shell rebuild', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const nextBuild = path.join(work, 'calculator-next');
    const build = spawnSync('npx', ['webpack', '--mode', 'production', '--output-path', nextBuild], {
      cwd: path.join(ROOT, 'mf-calculator'),
      env: { ...process.env, BUILD_ID: 'e2e-next' },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    const next = await serveRemote(nextBuild);
    running.push(next);
    const registryFile = path.join(work, 'registry.json');
    const shell = await startShell(defaultRegistry(), registryFile);
    running.push(shell);

    await page.goto(`${shell.url}/en`);
    const step = page.locator('[data-step="calculator"]');
    await expect(step).toBeVisible();
    await expect(step).not.toHaveAttribute('data-step-build', /e2e-next/);

    writeRegistry(registryFile, {
      ...defaultRegistry(),
      calculator: buildEntry(`${next.url}/mf-manifest.json`, 'calculator', nextBuild),
    });
    await page.reload();
    await expect(step).toHaveAttribute('data-step-build', 'calculator@1.0.0+e2e-next');
  });

  test('a step that cannot load shows the error boundary while header and footer keep working', async ({ page }) => {
    const deadPort = await freePort();
    const registryFile = path.join(work, 'remotes-dead.json');
    // The same build folder on a port of its own, served while the shop server judges the registry (it loads each
    // build's manifest, docs/step-release.md), then stopped: the step's server goes down under a running shop.
    const dying = await serveRemote(path.join(ROOT, 'mf-calculator', 'dist'), deadPort);
    const shell = await startShell(
      {
        ...defaultRegistry(),
        calculator: {
          ...defaultRegistry().calculator!,
          manifest: `http://127.0.0.1:${deadPort}${new URL(remoteUrls().calculator as string).pathname}/mf-manifest.json`,
        },
      },
      registryFile,
    );
    running.push(shell);
    await expect.poll(async () => (await fetch(`${shell.url}/readyz`)).status).toBe(200);
    await dying.stop();

    await page.goto(`${shell.url}/en`);
    const failure = page.getByRole('heading', { level: 1, name: 'This part of the page failed to load' });
    await expect(failure).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The rest of the shell still works: the header's links navigate.
    await page.getByRole('link', { name: 'Українська' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await page.goto(`${shell.url}/en/UI`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Once the step's server is back, retrying loads it without reloading the page.
    await page.goto(`${shell.url}/en`);
    await expect(failure).toBeVisible();
    const revived = await serveRemote(path.join(ROOT, 'mf-calculator', 'dist'), deadPort);
    running.push(revived);
    await page.getByRole('button', { name: /try again/i }).click();
    await expect(page.locator('[data-step="calculator"]')).toBeVisible();
  });
});

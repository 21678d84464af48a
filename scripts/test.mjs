// `npm test`: every check and test of the repository, ending with one line "N passed, N failed".
// Installs what the tests need (Debian's Chromium, Firefox ESR, WebKitGTK's WebDriver and Xvfb, nginx) and builds what
// Playwright runs against (production builds).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './services.mjs';

const RESULTS = path.join(ROOT, '.results');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...options.env } });
  console.log(`=== ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

const NGINX = '/usr/sbin/nginx';
const PROMTOOL = '/usr/bin/promtool';

/**
 * The Debian packages the end-to-end tests run, by a file each installs: Chromium for Playwright's own tests, Firefox
 * ESR and WebKitGTK's WebDriver (with its MiniBrowser) and Xvfb for the buyer journeys in those engines
 * (e2e/engines/), nginx for the docker config check, Prometheus and promtool for the monitoring tests, and Redis
 * for the stores the shop's replicas share (shell/server/store/, e2e/tests/redis-replicas.spec.ts).
 */
const TOOLS = [
  [CHROMIUM, 'chromium'],
  ['/usr/bin/firefox-esr', 'firefox-esr'],
  ['/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
  ['/usr/bin/Xvfb', 'xvfb'],
  [NGINX, 'nginx'],
  // promtool, for the alert rules' tests and observability.spec.ts (with Prometheus itself).
  [PROMTOOL, 'prometheus'],
  ['/usr/bin/redis-server', 'redis-server'],
];

/** The tools of TOOLS, installed when missing. */
function ensureTools() {
  const missing = TOOLS.filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg);
  if (missing.length === 0) return true;
  console.log(`\nInstalling Debian packages the tests need: ${missing.join(', ')}`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const apt = (args) => run('apt-get', sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
  return apt(['update', '-qq']) && apt(['install', '-y', '-qq', ...missing]) && TOOLS.every(([file]) => existsSync(file));
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

if (!run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])) problems.push('typecheck');
if (!run('lint', 'npx', ['eslint', '.', '--max-warnings=0'])) problems.push('lint');

// The jest tests run promtool (shell/server/observability/monitoring.test.ts) and redis-server
// (shell/server/store/sharedStores.test.ts): the tools are in before them.
const toolsReady = ensureTools();
const jestOk = run('unit tests (jest)', 'npx', [
  'jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${path.join(RESULTS, 'jest.json')}`,
]);
const jest = readJson(path.join(RESULTS, 'jest.json'));
if (jest) {
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests;
  totals.skipped += jest.numPendingTests + (jest.numTodoTests ?? 0);
}
if (!jestOk) problems.push('jest');
if (!jest) totals.failed += 1;

// The servers (the shop server and the static server) also run on the Node line the images use: their tests run on a
// Node 24 binary installed from the npm registry's `node` package into .cache/ (this machine has Node 20 only).
const NODE_LINE = '24.21.0';
const node24 = path.join(ROOT, '.cache', `node-${NODE_LINE}`);
const node24Bin = path.join(node24, 'node_modules', '.bin', 'node');
const node24Ready =
  existsSync(node24Bin) ||
  run(`Node ${NODE_LINE} for the server tests`, 'npm', ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', node24, `node@${NODE_LINE}`]);
if (node24Ready) {
  const ok = run(`server tests on Node ${NODE_LINE}`, node24Bin, [
    path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci', '--maxWorkers=2', '--json',
    `--outputFile=${path.join(RESULTS, 'jest-node24.json')}`, 'shell/server', 'shared/serve',
  ]);
  const report = readJson(path.join(RESULTS, 'jest-node24.json'));
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  } else {
    totals.failed += 1;
  }
  if (!ok) problems.push(`server tests on Node ${NODE_LINE}`);
} else {
  problems.push(`Node ${NODE_LINE} could not be installed`);
  totals.failed += 1;
}

const built = run('build', 'npm', ['run', 'build']);
if (!built) problems.push('build');

if (built && toolsReady) {
  // Chromium's tests and the Firefox and WebKit journeys are projects of one run, against one shop.
  const e2eOk = run('end-to-end tests (playwright: chromium, firefox, webkit)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(RESULTS, 'playwright.json') },
  });
  const report = readJson(path.join(RESULTS, 'playwright.json'));
  if (report?.stats) {
    totals.passed += report.stats.expected + (report.stats.flaky ?? 0);
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
  } else {
    totals.failed += 1;
  }
  if (!e2eOk) problems.push('playwright');
} else {
  problems.push(built ? 'the browsers or nginx could not be installed' : 'e2e not run (build failed)');
  totals.failed += 1;
}

if (problems.length) console.log(`\nFailed: ${problems.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(problems.length || totals.failed ? 1 : 0);

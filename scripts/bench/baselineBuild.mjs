// The single-bundle baseline (baseline/webpack.config.js here), built when it is missing or older than any of its inputs,
// so a bench run never compares the composed shop with a baseline of other code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, STEPS } from '../services.mjs';

const BASELINE = path.join(ROOT, 'scripts', 'bench', 'baseline');
export const BASELINE_DIST = path.join(BASELINE, 'dist');
export const BASELINE_SOURCEMAPS = path.join(BASELINE, 'dist-sourcemaps');

/** Everything the baseline is built from: the shell's and the steps' code, the shared packages and the build config. */
const INPUTS = [
  'package-lock.json',
  'shared',
  'shell/src',
  'shell/public',
  'shell/webpack.config.js',
  'scripts/bench/baseline',
  ...STEPS.flatMap((step) => [`mf-${step}/src`, `mf-${step}/routes.json`]),
];
const NOT_INPUTS = new Set(['node_modules', 'dist', 'dist-sourcemaps', 'coverage', '.cache']);

function newestMtime(file) {
  const stats = statSync(file);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file)) {
    if (!NOT_INPUTS.has(entry)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  }
  return newest;
}

function isStale() {
  const page = path.join(BASELINE_DIST, 'index.html');
  if (!existsSync(page)) return 'missing';
  const built = statSync(page).mtimeMs;
  return INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > built) ? 'older than its sources' : undefined;
}

export function ensureBaselineBuild(log = console.log) {
  const why = isStale();
  if (!why) return;
  log(`Building the single-bundle baseline (${why}): npm run build:baseline`);
  const result = spawnSync('npm', ['run', 'build:baseline'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build:baseline exited with ${result.status}`);
}

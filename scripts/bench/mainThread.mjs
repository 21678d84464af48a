// Where a page's main-thread time goes: a CPU profile of the load (the DevTools protocol's sampling Profiler), each
// sample's function mapped through the builds' source maps to the file it was built from, and that file to whose
// code it is: React, the federation runtime, other libraries, the shell, or a step. Also the page's blocking time as
// the browser's long tasks give it (each task's time past 50 ms, as total blocking time counts it), so a regression
// in either has a name. docs/performance.md says how to read it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { ROOT, STEPS } from '../services.mjs';
import { BASELINE_SOURCEMAPS } from './baselineBuild.mjs';
import { settledLoad } from './pageLoad.mjs';
import { profiledPage } from './profile.mjs';

const SAMPLING_INTERVAL_US = 200;
const TOP_FUNCTIONS = 15;

/** Owners in the order the bench prints them; `browser` is time the profile saw outside any script. */
export const OWNERS = [
  'React',
  'federation runtime',
  'libraries',
  'shell',
  ...STEPS.map((step) => `step ${step}`),
  'browser',
  'garbage collection',
];

/**
 * Every source map of a shop's build by the built file's name: the composed shop's are the shell's and the steps'
 * newest builds' (an entry's name, the same in every step, is told apart by its build folder), the baseline's its
 * own. A shop measured by BENCH_URL has none here: its time goes by script address only.
 * @param {'composed' | 'baseline'} shop
 */
function sourceMapIndex(shop) {
  /** @type {Map<string, { mapFile: string, bundle: string }[]>} */
  const index = new Map();
  const add = (folder, bundle) => {
    if (!existsSync(folder)) return;
    for (const file of readdirSync(folder, { recursive: true }).filter((name) => name.endsWith('.js.map'))) {
      const name = path.basename(file, '.map');
      index.set(name, [...(index.get(name) ?? []), { mapFile: path.join(folder, file), bundle }]);
    }
  };
  if (shop === 'baseline') {
    add(BASELINE_SOURCEMAPS, 'shell');
  } else if (!process.env.BENCH_URL) {
    add(path.join(ROOT, 'shell', 'dist-sourcemaps'), 'shell');
    for (const step of STEPS) add(path.join(ROOT, `mf-${step}`, 'dist-sourcemaps'), `step ${step}`);
  }
  return index;
}

/** The library a source file belongs to, if it is one. */
function libraryOf(source) {
  if (/node_modules\/(react|react-dom|scheduler)\//.test(source)) return 'React';
  // Webpack's own runtime modules of a federated build: share scopes, remotes and the container's loading.
  if (
    /node_modules\/@module-federation\//.test(source) ||
    /webpack\/runtime\/(sharing|remotes|consumes|federation|container)/.test(source)
  ) {
    return 'federation runtime';
  }
  if (/node_modules\//.test(source)) return 'libraries';
  return undefined;
}

/** A step's code, wherever it was built (the baseline holds every step). */
function stepOf(source) {
  const match = /(?:^|\/)mf-([a-z]+)\/src\//.exec(source);
  return match && STEPS.includes(match[1]) ? `step ${match[1]}` : undefined;
}

/**
 * Says whose code a profile's call frame runs and where it was written, from the maps in `index`: a library by its
 * package; otherwise a step's code, or the shared packages' code built into a step's own files, is that step's; the
 * rest is the shell's. @returns {(callFrame) => { owner: string, where: string, name?: string } | undefined} undefined for a frame
 * of no script (a built-in function, the browser's own work)
 */
function makeAttribution(index) {
  /** @type {Map<string, SourceMapConsumer>} */
  const consumers = new Map();
  const mapFor = (url) => {
    const pathname = new URL(url).pathname;
    const candidates = index.get(path.posix.basename(pathname)) ?? [];
    // An entry's name (remoteEntry.js) is the same in every step's build: the one whose build folder the URL names.
    return (
      candidates.find(({ mapFile }) => pathname.includes(`/${path.basename(path.dirname(mapFile))}/`)) ?? candidates[0]
    );
  };
  const consumer = (mapFile) => {
    if (!consumers.has(mapFile))
      consumers.set(mapFile, new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))));
    return consumers.get(mapFile);
  };
  return ({ url, lineNumber, columnNumber }) => {
    if (!/^https?:/.test(url)) return undefined;
    const found = mapFor(url);
    const position = found
      ? consumer(found.mapFile).originalPositionFor({ line: lineNumber + 1, column: columnNumber })
      : {};
    const source = (position.source ?? '').replace(/^webpack:\/\/[^/]*\//, '');
    const where = source
      ? `${source}:${position.line}`
      : `${new URL(url).pathname}:${lineNumber + 1}:${columnNumber + 1}`;
    const owner = libraryOf(source) ?? stepOf(source) ?? (found?.bundle.startsWith('step ') ? found.bundle : 'shell');
    return { owner, where, name: position.name };
  };
}

/** Self time of each profile node, from the samples that landed on it: @returns {Map<number, number>} ms by id */
function selfTimes(profile) {
  const times = new Map();
  const { samples = [], timeDeltas = [] } = profile;
  for (let i = 0; i < samples.length; i++) {
    // A sample stands for the time until the next one.
    const ms = (timeDeltas[i + 1] ?? 0) / 1000;
    times.set(samples[i], (times.get(samples[i]) ?? 0) + ms);
  }
  return times;
}

/** Records the page's long tasks from its first moment; read when the profile stops. */
function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * @typedef {{ byOwner: Record<string, number>, scriptMs: number, blockingMs: number, topFunctions: [string, number][] }} MainThread
 * byOwner: self time in ms by whose code ran; topFunctions: the functions with the most self time, as
 * `owner  function  source:line`.
 */

/**
 * Whose code took the main thread's time in a CPU `profile` of a page of `shop`, and its blocking time from the page's
 * `longTasks` (ms). @returns {MainThread}
 */
function mainThreadOf(profile, longTasks, shop) {
  const attribute = makeAttribution(sourceMapIndex(shop));
  const times = selfTimes(profile);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  /** A frame of no script (a built-in such as localeCompare) counts for the script that called it. */
  const scriptFrame = (id) => {
    for (let node = nodes.get(id); node; node = nodes.get(parents.get(node.id))) {
      const found = attribute(node.callFrame);
      if (found) return found;
    }
    return undefined;
  };
  const byOwner = Object.fromEntries(OWNERS.map((owner) => [owner, 0]));
  const byFunction = new Map();
  for (const node of profile.nodes) {
    const ms = times.get(node.id);
    const { functionName } = node.callFrame;
    if (!ms || functionName === '(idle)' || functionName === '(root)') continue;
    const script = scriptFrame(node.id);
    const owner = script?.owner ?? (functionName === '(garbage collector)' ? 'garbage collection' : 'browser');
    byOwner[owner] = (byOwner[owner] ?? 0) + ms;
    const name = node.callFrame.url
      ? (script?.name ?? (functionName || '(anonymous)'))
      : `${functionName || '(native)'} (built-in)`;
    const key = `${owner}  ${name}  ${script?.where ?? ''}`.trimEnd();
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  const topFunctions = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP_FUNCTIONS);
  const scriptMs = Object.entries(byOwner)
    .filter(([owner]) => owner !== 'browser' && owner !== 'garbage collection')
    .reduce((sum, [, ms]) => sum + ms, 0);
  const blockingMs = longTasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0);
  return { byOwner, scriptMs, blockingMs, topFunctions };
}

/**
 * One cold load of a page under the profile with its main thread recorded: whose code took the time.
 * @param {{ shop: 'composed' | 'baseline', saveAs?: string }} options `saveAs`: where to keep the raw .cpuprofile
 * @returns {Promise<MainThread>}
 */
export function profilePage(browser, url, { shop, saveAs }) {
  return profiledPage(browser, async ({ page, cdp, network }) => {
    await page.addInitScript(observeLongTasks);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await cdp.send('Profiler.start');
    await settledLoad(page, network, url);
    const { profile } = await cdp.send('Profiler.stop');
    if (saveAs) writeFileSync(saveAs, JSON.stringify(profile));
    return mainThreadOf(profile, await page.evaluate(() => window.__longTasks ?? []), shop);
  });
}

// Where a page's main-thread time goes: a CPU profile of the load (the DevTools protocol's sampling Profiler), each
// sample's function mapped through the builds' source maps to the file it was built from, and that file to whose
// code it is: React, the federation runtime, other libraries, the shell, or a step. Also the page's blocking time as
// the browser's long tasks give it (each task's time past 50 ms, as total blocking time counts it), so a regression
// in either has a name. docs/performance.md says how to read it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { ROOT, STEPS } from '../services.mjs';
import { BASELINE_SOURCEMAPS } from './baselineBuild.mjs';

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
 * Says whose code a profile's call frame runs in `shop` and where it was written: a library by its package; otherwise
 * a step's code, or the shared packages' code built into a step's own files, is that step's; the rest is the shell's.
 * A script's source map is found by its address: the shell's (or the baseline's) build by the shop's own origin, a
 * step's newest build by its server's, each map at the script's path. A shop measured by BENCH_URL has none here: its
 * time goes by script address only.
 * @param {{ name: 'composed' | 'baseline', url: string, remoteUrls?: Record<string, string> }} shop
 * @returns {(callFrame) => { owner: string, where: string, name?: string } | undefined} undefined for a frame of no
 * script (a built-in function, the browser's own work)
 */
function makeAttribution({ name, url, remoteUrls = {} }) {
  const builds = new Map();
  if (!process.env.BENCH_URL) {
    const shell = name === 'baseline' ? BASELINE_SOURCEMAPS : path.join(ROOT, 'shell', 'dist-sourcemaps');
    builds.set(new URL(url).origin, { folder: shell, bundle: 'shell' });
    for (const [step, stepUrl] of Object.entries(remoteUrls))
      builds.set(new URL(stepUrl).origin, {
        folder: path.join(ROOT, `mf-${step}`, 'dist-sourcemaps'),
        bundle: `step ${step}`,
      });
  }
  /** Each map file, read once (undefined when there is none): @type {Map<string, SourceMapConsumer | undefined>} */
  const maps = new Map();
  return ({ url: script, lineNumber, columnNumber }) => {
    if (!/^https?:/.test(script)) return undefined;
    const { origin, pathname } = new URL(script);
    const build = builds.get(origin);
    const mapFile = build && path.join(build.folder, `${pathname}.map`);
    if (mapFile && !maps.has(mapFile))
      maps.set(
        mapFile,
        existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : undefined,
      );
    const map = mapFile && maps.get(mapFile);
    const position = map ? map.originalPositionFor({ line: lineNumber + 1, column: columnNumber }) : {};
    const source = (position.source ?? '').replace(/^webpack:\/\/[^/]*\//, '');
    const where = source ? `${source}:${position.line}` : `${pathname}:${lineNumber + 1}:${columnNumber + 1}`;
    const owner =
      libraryOf(source) ?? stepOf(source) ?? (map && build.bundle.startsWith('step ') ? build.bundle : 'shell');
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

/**
 * @typedef {{ byOwner: Record<string, number>, scriptMs: number, blockingMs: number, topFunctions: [string, number][] }} MainThread
 * byOwner: self time in ms by whose code ran; topFunctions: the functions with the most self time, as
 * `owner  function  source:line`.
 */

/**
 * Whose code took the main thread's time in the CPU `profile` of a page load (bench/pageLoad.mjs) of `shop` (its
 * name, address and steps' addresses), and its blocking time from the load's `longTasks` (ms). @returns {MainThread}
 */
export function mainThreadOf({ profile, longTasks }, shop) {
  const attribute = makeAttribution(shop);
  const times = selfTimes(profile);
  // A frame of no script (a built-in such as localeCompare) counts for the script that called it: each node takes
  // its caller's script frame unless it is one. The profile lists a node before its children (V8 writes it so).
  const callers = new Map();
  const byOwner = Object.fromEntries(OWNERS.map((owner) => [owner, 0]));
  const byFunction = new Map();
  for (const node of profile.nodes) {
    const script = attribute(node.callFrame) ?? callers.get(node.id);
    for (const child of node.children ?? []) callers.set(child, script);
    const ms = times.get(node.id);
    const { functionName } = node.callFrame;
    if (!ms || functionName === '(idle)' || functionName === '(root)') continue;
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

// @ts-check
// Which published builds may be removed (docs/step-release.md, "Builds that stay"): a build folder stays while the
// release record names it, while a rollback may go back to it, and while a buyer's session may still hold it; the
// rest is removed by `npm run release -- prune`. A folder of builds holds one folder per build, named
// `<version>+<build id>` (a step's dist/, or a step's folder of the deployment's build store).
const fs = require('node:fs');
const path = require('node:path');
const { isObject } = require('@greencard/step-contract');
const { entryManifest, versionOf } = require('./registryEntry');
const { parseVersionFolder } = require('./versionFolder');

/**
 * How long a build stays after the record last named it, and after it was published: a day, the idle time after
 * which a buyer's session has ended (docs/shop-server.md, "The buyer's session"). A session keeps a build only while
 * the record names it, but a page opened before a release still loads that build's chunks until its next page; and
 * a build published and not yet released (or tested in one browser with `?override=`) is kept as long.
 */
const HOLD_MS = 24 * 60 * 60 * 1000;

/** Per step, the builds its last this many history entries went from and to: what `rollback` goes back to. */
const KEEP_CHANGES = 5;

/**
 * @typedef {import('./record').Registry} Registry
 * @typedef {import('./record').HistoryEntry} HistoryEntry
 */

/** The manifests a registry entry names: its build's and its trial's. @param {unknown} entry */
const entryManifests = (entry) => [entryManifest(entry), isObject(entry) ? entryManifest(entry.trial) : undefined];

/**
 * Removes the builds nothing names any more from each step's folder of builds (`folders`, by step): not one the
 * registry names (a step's build or its trial), nor one a step's last KEEP_CHANGES history entries went from or to, nor
 * one an entry of the last HOLD_MS named, nor one published in the last HOLD_MS. Answers those it removed (with
 * `dryRun`, those it would remove, removing none).
 * @param {{ folders: Record<string, string>, registry: Registry, history: HistoryEntry[], now?: number, dryRun?: boolean }} options
 */
function pruneBuilds({ folders, registry, history, now = Date.now(), dryRun = false }) {
  // Against no record every build would look unnamed: a wrong record file must not empty the store.
  if (!registry || typeof registry !== 'object' || !Object.keys(registry).length)
    throw new Error('There is no release record to keep builds by: nothing is removed');
  /** @type {Set<string>} */
  const named = new Set();
  /** @param {string | null} step @param {unknown[]} manifests */
  const name = (step, manifests) => {
    for (const manifest of manifests) {
      const folder = versionOf(manifest);
      if (step && folder) named.add(`${step}/${folder}`);
    }
  };
  for (const [step, entry] of Object.entries(registry)) name(step, entryManifests(entry));
  /** @type {Map<string, number>} */
  const changesSeen = new Map();
  for (const entry of [...history].reverse()) {
    const seen = (changesSeen.get(entry.step ?? '') ?? 0) + 1;
    changesSeen.set(entry.step ?? '', seen);
    // The builds it went from and to, with the step's entries before and after.
    if (seen <= KEEP_CHANGES || now - Date.parse(entry.at) < HOLD_MS)
      name(entry.step, [entry.from, entry.to, ...entryManifests(entry.before), ...entryManifests(entry.after)]);
  }
  // The builds in each step's folder that nothing names, each removed as it is found unless published in the last
  // HOLD_MS: the later of its folder's and its manifest's times (a build folder never changes after it is written; a
  // build made again the same touches its manifest). Folders that are not `<version>+<build id>` (dist/dev, a copy
  // being published) are not builds.
  /** @type {{ step: string, folder: string }[]} */
  const unnamed = [];
  for (const [step, folder] of Object.entries(folders)) {
    for (const entry of fs.existsSync(folder) ? fs.readdirSync(folder, { withFileTypes: true }) : []) {
      if (!entry.isDirectory() || !parseVersionFolder(entry.name) || named.has(`${step}/${entry.name}`)) continue;
      const dir = path.join(folder, entry.name);
      const manifest = fs.statSync(path.join(dir, 'mf-manifest.json'), { throwIfNoEntry: false });
      if (now - Math.max(fs.statSync(dir).mtimeMs, manifest?.mtimeMs ?? 0) < HOLD_MS) continue;
      unnamed.push({ step, folder: entry.name });
      if (!dryRun) fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return unnamed;
}

module.exports = { HOLD_MS, KEEP_CHANGES, pruneBuilds };

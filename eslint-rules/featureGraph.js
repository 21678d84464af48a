// @ts-check
// The import graph between the feature folders of one package, read from its source files. A feature folder is a
// folder directly under `src/features/` or, in a package without one, directly under `src/`.
const fs = require('node:fs');
const path = require('node:path');

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
/** Test code composes what it tests from any folder, so only the product's own files make the graph. */
const TEST_CODE = /\.test\.[a-z]+$|[\\/]testing[\\/]/;
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

/** The package's `src` folder above `file`, or null for a file outside one. */
function sourceRoot(file) {
  const parts = path.resolve(file).split(path.sep);
  const at = parts.lastIndexOf('src');
  return at === -1 ? null : parts.slice(0, at + 1).join(path.sep);
}

/** The feature folder a file belongs to, relative to its src root ('features/form', 'layout'); null at the root. */
function featureOf(srcRoot, file) {
  const relative = path.relative(srcRoot, path.resolve(file)).split(path.sep);
  if (relative[0] === 'features') return relative.length > 2 ? `features/${relative[1]}` : null;
  return relative.length > 1 ? relative[0] : null;
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !TEST_CODE.test(full)) files.push(full);
  }
  return files;
}

/** The relative import specifiers of a source text. */
function relativeImports(text) {
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (specifier && specifier.startsWith('.')) found.push(specifier);
  }
  return found;
}

/** Edges between feature folders: Map<from, Map<to, first file importing it>>. */
function featureGraph(srcRoot) {
  /** @type {Map<string, Map<string, string>>} */
  const graph = new Map();
  for (const file of sourceFiles(srcRoot)) {
    const from = featureOf(srcRoot, file);
    if (from === null) continue;
    for (const specifier of relativeImports(fs.readFileSync(file, 'utf8'))) {
      const to = featureOf(srcRoot, path.resolve(path.dirname(file), specifier));
      if (to === null || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = /** @type {Map<string, string>} */ (graph.get(from));
      if (!edges.has(to)) edges.set(to, path.relative(srcRoot, file));
    }
  }
  return graph;
}

/** A path of feature folders from `start` to `goal` following the graph's edges, or null. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = /** @type {string} */ (queue.shift());
    if (at === goal) {
      const route = [];
      for (let step = at; step !== null; step = previous.get(step)) route.unshift(step);
      return route;
    }
    for (const next of graph.get(at)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

module.exports = {
  featureGraph,
  featureOf,
  isTestCode: (file) => TEST_CODE.test(file),
  pathBetween,
  relativeImports,
  sourceRoot,
};

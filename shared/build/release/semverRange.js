// @ts-check
// Enough of semver to check a federation requirement against the version the shell provides: the ranges webpack
// writes as requiredVersion (^, ~, exact, comparators, ||, *). Anything else is reported, never guessed.

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z.-]+)?$/;
const COMPARATOR = /^(\^|~|>=|<=|>|<|=)?(.+)$/;

/** @typedef {{ major: number, minor: number, patch: number, pre: string[] }} Version */

/** @param {string} text @returns {Version} */
function parseVersion(text) {
  const match = VERSION.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not a semver version`);
  return {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: Number(match[3]),
    pre: match[4] ? match[4].split('.') : [],
  };
}

/** Semver precedence of two pre-release identifiers: numbers below words, numbers by value. */
function compareIdentifiers(a, b) {
  const numeric = (s) => /^\d+$/.test(s);
  if (numeric(a) && numeric(b)) return Math.sign(Number(a) - Number(b));
  if (numeric(a) !== numeric(b)) return numeric(a) ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** @param {Version} a @param {Version} b */
function compare(a, b) {
  for (const part of /** @type {const} */ (['major', 'minor', 'patch'])) {
    if (a[part] !== b[part]) return Math.sign(a[part] - b[part]);
  }
  if (!a.pre.length || !b.pre.length) return Math.sign(b.pre.length - a.pre.length);
  for (let i = 0; i < Math.max(a.pre.length, b.pre.length); i += 1) {
    if (a.pre[i] === undefined) return -1;
    if (b.pre[i] === undefined) return 1;
    const order = compareIdentifiers(a.pre[i], b.pre[i]);
    if (order) return order;
  }
  return 0;
}

/**
 * @typedef {{ op: '>=' | '<=' | '>' | '<' | '=', version: Version, implied?: true }} Comparator
 * implied: the upper bound of ^ or ~, which is below every pre-release of the next version (x.y.z-0).
 */

/** @returns {Comparator} */
const below = (major, minor, patch) => ({ op: '<', version: { major, minor, patch, pre: ['0'] }, implied: true });

/** @param {string} token @returns {Comparator[]} */
function comparators(token) {
  if (token === '*' || token === 'x' || token === 'X') return [];
  const match = COMPARATOR.exec(token);
  const op = match?.[1] ?? '=';
  const version = parseVersion(match?.[2] ?? token);
  const { major, minor, patch } = version;
  if (op === '^') {
    const upper = major > 0 ? [major + 1, 0, 0] : minor > 0 ? [0, minor + 1, 0] : [0, 0, patch + 1];
    return [{ op: '>=', version }, below(upper[0], upper[1], upper[2])];
  }
  if (op === '~') return [{ op: '>=', version }, below(major, minor + 1, 0)];
  return [{ op: /** @type {Comparator['op']} */ (op), version }];
}

/** @param {Version} version @param {Comparator} comparator */
function passes(version, { op, version: bound }) {
  const order = compare(version, bound);
  return { '>=': order >= 0, '<=': order <= 0, '>': order > 0, '<': order < 0, '=': order === 0 }[op];
}

/**
 * Whether `version` is in `range`. No range (false, empty) accepts any version. A pre-release is only in a range that
 * names a pre-release of the same major.minor.patch, as in semver. Throws for a range it cannot read.
 * @param {string} version
 * @param {string | false | undefined} range
 */
function satisfies(version, range) {
  if (range === false || range === undefined || range.trim() === '') return true;
  const candidate = parseVersion(version);
  return range.split('||').some((alternative) => {
    const set = alternative.trim().split(/\s+/).flatMap(comparators);
    const sameRelease = ({ version: bound, implied }) =>
      !implied &&
      bound.pre.length > 0 &&
      bound.major === candidate.major &&
      bound.minor === candidate.minor &&
      bound.patch === candidate.patch;
    const preAllowed = !candidate.pre.length || set.some(sameRelease);
    return preAllowed && set.every((comparator) => passes(candidate, comparator));
  });
}

module.exports = { satisfies, parseVersion };

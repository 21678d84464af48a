// @ts-check
// Whether a step's build may go live in this shop: what the release checks in the build's mf-manifest.json against
// the shell's own. Every problem is reported at once, as a sentence, so one run says everything that is wrong.
const semver = require('semver');
const { EXPOSED, REMOTE_ENTRY } = require('@greencard/step-contract/exposedModules');

/**
 * @typedef {{ js?: { sync?: unknown[], async?: unknown[] }, css?: { sync?: unknown[], async?: unknown[] } }} Assets
 * @typedef {{ name: string, version: string, requiredVersion?: string | false, singleton?: boolean, assets?: Assets }} SharedEntry
 * @typedef {{
 *   name?: string,
 *   metaData?: {
 *     greencard?: { journeyMajor?: unknown, version?: unknown, build?: unknown, firstView?: unknown },
 *     remoteEntry?: { name?: unknown, path?: unknown },
 *     publicPath?: unknown,
 *   },
 *   shared?: SharedEntry[],
 *   exposes?: { path?: string, assets?: Assets }[],
 * }} Manifest
 */

/**
 * A file of the build's own folder, named relative to its manifest: no scheme, host, absolute path, parent folder,
 * query or backslash; nor an escape, space or control character, as a URL parser reads `%2e` as a dot and drops tabs,
 * line breaks and leading spaces. What the page, the shop server and the release load of a build is only ever in that
 * folder, on the origin it was released from (docs/step-release.md, "A step's origins").
 * @param {unknown} name
 */
function isOwnFile(name) {
  if (typeof name !== 'string' || !name || /[\\?#:%\s\p{Cc}]/u.test(name) || name.startsWith('/')) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/**
 * Where the build's files are, as its manifest names them: its container script `remoteEntry.js` beside the
 * manifest (where the page loads it), chunks found beside that script (public path `auto`), its first views and every
 * asset in its own folder. A manifest that names a file anywhere else names a file nobody judged.
 * @param {Manifest} manifest
 */
function fileProblems(manifest) {
  const meta = manifest.metaData ?? {};
  const problems = [];
  const entry = meta.remoteEntry;
  if (entry && (entry.name !== REMOTE_ENTRY || (entry.path !== undefined && entry.path !== '')))
    problems.push(`its container script is not ${REMOTE_ENTRY} beside its manifest`);
  if (meta.publicPath !== undefined && meta.publicPath !== 'auto')
    problems.push("its public path is not its own folder ('auto')");
  const firstView = meta.greencard?.firstView;
  if (firstView !== undefined && !isOwnFile(firstView))
    problems.push('its first views are not a file of its own folder');
  /** @param {Assets | undefined} assets */
  const files = (assets) =>
    [assets?.js, assets?.css].flatMap((kind) => [...(kind?.sync ?? []), ...(kind?.async ?? [])]);
  const foreign = [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]
    .flatMap((part) => files(part.assets))
    .filter((file) => !isOwnFile(file));
  if (foreign.length) problems.push(`it names ${foreign.length} file(s) outside its own folder`);
  return problems;
}

/**
 * The singletons the step needs from the shell that the shell does not provide in a version the step accepts.
 * A shared package the shell does not provide at all would be loaded a second time from the step, which for these
 * packages splits the page's state, so that is refused too. A shared package that is no singleton (the page's
 * libraries, shared/build/sharedScope.js) is never a problem: where the shell's version is not in the step's range,
 * the step loads the copy its build carries.
 * @param {Manifest} manifest @param {Manifest} shell
 */
function sharedProblems(manifest, shell) {
  const provided = new Map((shell.shared ?? []).map((entry) => [entry.name, entry.version]));
  return (manifest.shared ?? []).flatMap((need) => {
    if (!need.singleton) return [];
    const have = provided.get(need.name);
    if (have === undefined) return [`it needs the shell to share ${need.name}, and the shell does not share it`];
    const range = need.requiredVersion;
    // No requirement accepts any version; one semver cannot read is reported, never guessed.
    if (range === false || range === undefined || range.trim() === '') return [];
    if (semver.validRange(range) === null || semver.valid(have) === null) {
      return [
        `its requirement on ${need.name} cannot be checked: "${range}" is no semver range, or the shell's "${have}" no version`,
      ];
    }
    return semver.satisfies(have, range) ? [] : [`it needs ${need.name} ${range}, and the shell provides ${have}`];
  });
}

/** @param {Manifest} manifest @param {Manifest} shell */
function journeyProblems(manifest, shell) {
  const own = manifest.metaData?.greencard?.journeyMajor;
  const shells = shell.metaData?.greencard?.journeyMajor;
  if (typeof shells !== 'number') return ["the shell's mf-manifest.json names no journey major: rebuild the shell"];
  if (typeof own !== 'number') return ['its mf-manifest.json names no journey major: rebuild it'];
  if (own === shells) return [];
  return [
    `it was built for journey major ${own}, and the shell runs journey major ${shells}: ` +
      (own > shells
        ? 'a new journey major goes live with a shell built for it, released against that shell'
        : "rebuild it against the shell's @greencard/store"),
  ];
}

/**
 * Why build `version` (the folder name, `1.2.0+4f3c2a1`) of `step` must not go live next to this shell; empty
 * when it may.
 * @param {{ step: string, version: string, manifest: Manifest, shell: Manifest }} release
 * @returns {string[]}
 */
function releaseProblems({ step, version, manifest, shell }) {
  const problems = [];
  if (manifest.name !== step) problems.push(`its manifest is for the remote "${manifest.name}", not "${step}"`);
  if (!(manifest.exposes ?? []).some((exposed) => exposed.path === EXPOSED.app))
    problems.push(`it does not expose ${EXPOSED.app}`);
  const own = manifest.metaData?.greencard;
  if (own && `${own.version}+${own.build}` !== version) {
    problems.push(`its manifest says it is build ${own.version}+${own.build}, not ${version}`);
  }
  return [
    ...problems,
    ...fileProblems(manifest),
    ...journeyProblems(manifest, shell),
    ...sharedProblems(manifest, shell),
  ];
}

module.exports = { releaseProblems };

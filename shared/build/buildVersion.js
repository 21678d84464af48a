// @ts-check
// Which build this is: its version and build id, which name its folder (@greencard/release's versionFolder), and the
// journey major it was made against. A step's version is in its own version.json; the shell's is its package.json's.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');
const { BUILD_ID, isVersion } = require('@greencard/release/versionFolder');

/** UTC time as 14 digits (20250301101500): sorts as it reads and fits a build id. @param {Date} now */
const timestamp = (now) => now.toISOString().replace(/\D/g, '').slice(0, 14);

/** @param {string[]} args @param {string} cwd */
const runGit = (args, cwd) =>
  execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();

/**
 * BUILD_ID when the pipeline gives one; else the commit's short hash when the working tree is clean (the commit
 * names the code exactly); else the hash with `.dirty.<time>` (or `local.<time>` outside git), so a build of
 * uncommitted code never takes the name of the commit or of another such build.
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv, now?: Date, git?: (args: string[], cwd: string) => string }} options
 */
function buildId({ cwd, env = process.env, now = new Date(), git = runGit }) {
  if (env.BUILD_ID) {
    if (!BUILD_ID.test(env.BUILD_ID)) {
      throw new Error(`BUILD_ID "${env.BUILD_ID}" must be dot-separated letters, digits and hyphens`);
    }
    return env.BUILD_ID;
  }
  try {
    const sha = git(['rev-parse', '--short', 'HEAD'], cwd);
    return git(['status', '--porcelain'], cwd) === '' ? sha : `${sha}.dirty.${timestamp(now)}`;
  } catch {
    return `local.${timestamp(now)}`;
  }
}

/**
 * The file a step team keeps its step's version in. Not package.json: a workspace's version is also written in the
 * root package-lock.json, which every team edits, so a step's package.json version stays fixed and its releases are
 * numbered here, in a file of its own folder (docs/step-release.md, "A step's version").
 */
const STEP_VERSION_FILE = 'version.json';

/** The version of the step module in `dir`, from its version.json. @param {string} dir */
function stepVersion(dir) {
  const file = path.join(dir, STEP_VERSION_FILE);
  const { version } = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isVersion(version)) throw new Error(`${file}: "version" must be a semver version, such as 1.2.0`);
  return version;
}

/**
 * `version` moved on by `change`: `major`, `minor` or `patch` as semver increments (a pre-release moves to its
 * release: 1.2.3-rc.1 by patch is 1.2.3), or the semver version `change` names.
 * @param {string} version @param {string} change
 */
function nextVersion(version, change) {
  if (isVersion(change)) return change;
  if (!isVersion(version)) throw new Error(`"${version}" is not a semver version`);
  if (change === 'major' || change === 'minor' || change === 'patch') return String(semver.inc(version, change));
  throw new Error(`"${change}" is neither major, minor, patch nor a semver version`);
}

/**
 * Writes the step's next version (nextVersion) in its version.json, and nothing else; answers it.
 * @param {string} dir @param {string} change
 */
function bumpStepVersion(dir, change) {
  const version = nextVersion(stepVersion(dir), change);
  fs.writeFileSync(path.join(dir, STEP_VERSION_FILE), `{ "version": ${JSON.stringify(version)} }\n`);
  return version;
}

/**
 * JOURNEY_SCHEMA_VERSION of the @greencard/store that `dir` builds with. Read from the source, not imported: the
 * store is a shared singleton, so at run time a step sees the shell's value, and only a copy taken at build time
 * can say which major the step was written for.
 * @param {string} dir
 */
function journeyMajor(dir) {
  const store = path.dirname(require.resolve('@greencard/store/package.json', { paths: [dir] }));
  const file = path.join(store, 'src/journey/schemaVersion.ts');
  const match = /JOURNEY_SCHEMA_VERSION = (\d+)/.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`No JOURNEY_SCHEMA_VERSION in ${file}`);
  return Number(match[1]);
}

/**
 * Who the build in `dir` at `version` is: its version and build id (named `version+build`, as its folder and the page
 * show it) and the journey major it was made against.
 * @param {string} dir @param {string} version
 */
const buildInfo = (dir, version) => ({ version, build: buildId({ cwd: dir }), journeyMajor: journeyMajor(dir) });

module.exports = {
  buildId,
  buildInfo,
  journeyMajor,
  stepVersion,
  nextVersion,
  bumpStepVersion,
};

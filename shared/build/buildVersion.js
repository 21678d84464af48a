// @ts-check
// Which build this is. A step's build is deployed as its own folder, dist/<package version>+<build id>, and that
// name is also what the page shows (data-step-build) and what a release names, so all three always agree.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

/**
 * A build id is a semver build-metadata part: dot-separated runs of [0-9A-Za-z-]. That keeps
 * `<version>+<build id>` one URL path segment that no server or browser rewrites ('+' is a plain character in a
 * path; only form-encoded query strings read it as a space).
 */
const BUILD_ID = /^[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*$/;
const SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/;

/** UTC time as 14 digits (20250301101500): sorts as it reads and fits a build id. */
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
  let sha;
  let clean;
  try {
    sha = git(['rev-parse', '--short', 'HEAD'], cwd);
    clean = git(['status', '--porcelain'], cwd) === '';
  } catch {
    return `local.${timestamp(now)}`;
  }
  return clean ? sha : `${sha}.dirty.${timestamp(now)}`;
}

/** The package.json version of the package in `dir`. */
const packageVersion = (dir) => require(path.join(dir, 'package.json')).version;

/** A build's folder name: `1.2.0+4f3c2a1`. */
function versionFolder(version, id) {
  if (!SEMVER.test(version)) throw new Error(`"${version}" is not a semver version`);
  if (!BUILD_ID.test(id)) throw new Error(`"${id}" is not a build id`);
  return `${version}+${id}`;
}

/** The parts of a folder name made by versionFolder, or undefined for any other name. */
function parseVersionFolder(name) {
  const plus = name.indexOf('+');
  if (plus < 0) return undefined;
  const version = name.slice(0, plus);
  const build = name.slice(plus + 1);
  return SEMVER.test(version) && BUILD_ID.test(build) ? { version, build } : undefined;
}

module.exports = { buildId, packageVersion, versionFolder, parseVersionFolder };

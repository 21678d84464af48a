// @ts-check
// A build's name. A step's build is deployed as its own folder, dist/<version>+<build id>, and that name is also what
// the page shows (data-step-build), what a release names and what the shop server reads, so all of them agree.
const semver = require('semver');

/**
 * A build id is a semver build-metadata part: dot-separated runs of [0-9A-Za-z-]. That keeps
 * `<version>+<build id>` one URL path segment that no server or browser rewrites ('+' is a plain character in a
 * path; only form-encoded query strings read it as a space).
 */
const BUILD_ID = /^[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*$/;
/** A plain semver version, as semver reads it: no leading `v`, no build part (that is the build id's). */
const isVersion = (/** @type {unknown} */ version) => typeof version === 'string' && semver.valid(version) === version;

/** A build's folder name: `1.2.0+4f3c2a1`. @param {string} version @param {string} id */
function versionFolder(version, id) {
  if (!isVersion(version)) throw new Error(`"${version}" is not a semver version`);
  if (!BUILD_ID.test(id)) throw new Error(`"${id}" is not a build id`);
  return `${version}+${id}`;
}

/** The parts of a folder name made by versionFolder, or undefined for any other name. @param {string} name */
function parseVersionFolder(name) {
  const parsed = semver.parse(name);
  const build = parsed?.build.join('.');
  return parsed && build && name === `${parsed.version}+${build}` ? { version: parsed.version, build } : undefined;
}

module.exports = { BUILD_ID, isVersion, versionFolder, parseVersionFolder };

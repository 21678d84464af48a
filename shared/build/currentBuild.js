// @ts-check
// Which of a step's builds in dist/ is the newest: what a local run serves and measures.
const fs = require('node:fs');
const path = require('node:path');
const { parseVersionFolder } = require('@greencard/release/versionFolder');

/**
 * The version folder (`1.2.0+4f3c2a1`) of the newest build in `<packageDir>/dist`: the one whose mf-manifest.json
 * was written or confirmed last (a build identical to an existing one touches that one's manifest). The build is
 * then at `<step's server>/<folder>/mf-manifest.json`. Throws when there is none.
 * @param {string} packageDir a step module's folder, such as mf-points
 */
function currentBuildFolder(packageDir) {
  const dist = path.join(packageDir, 'dist');
  const builds = (fs.existsSync(dist) ? fs.readdirSync(dist, { withFileTypes: true }) : [])
    .filter((entry) => entry.isDirectory() && parseVersionFolder(entry.name))
    .map((entry) => ({ folder: entry.name, manifest: path.join(dist, entry.name, 'mf-manifest.json') }))
    .filter((build) => fs.existsSync(build.manifest))
    .map((build) => ({ ...build, at: fs.statSync(build.manifest).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  if (!builds[0]) throw new Error(`${dist} holds no build: run npm run build first`);
  return builds[0].folder;
}

module.exports = { currentBuildFolder };

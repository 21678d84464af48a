// @ts-check
// What a release reads from a build's mf-manifest.json besides federation's own fields.

/**
 * @typedef {{ journeyMajor: number, version: string, build: string, firstView?: string }} ReleaseMetaData
 * journeyMajor: the journey contract the build was made against; version: its version (a step's version.json, the
 * shell's package.json); build: the build id. A step's build is served from the folder `<version>+<build>`. firstView: its first views' file,
 * relative to the manifest (docs/server-rendering.md).
 */

/**
 * The federation manifest's `additionalData` hook: puts `data` under metaData.greencard, and its version in
 * federation's own buildInfo too, which federation reads from package.json (a step's stays fixed: buildVersion.js).
 * @param {ReleaseMetaData} data
 */
function releaseMetaData(data) {
  /** @param {{ stats: { metaData: { buildInfo?: object } } }} options */
  return ({ stats }) => ({
    ...stats,
    metaData: {
      ...stats.metaData,
      buildInfo: { ...stats.metaData.buildInfo, buildVersion: data.version },
      greencard: data,
    },
  });
}

module.exports = { releaseMetaData };

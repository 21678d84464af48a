// @ts-check
// What a release reads from a build's mf-manifest.json besides federation's own fields.
const { integrityOf } = require('@greencard/release/registryEntry');

/**
 * @typedef {{ journeyMajor: number, version: string, build: string, firstView?: string }} ReleaseMetaData
 * journeyMajor: the journey contract the build was made against; version: its version (a step's version.json, the
 * shell's package.json); build: the build id. A step's build is served from the folder `<version>+<build>`. firstView: its first views' file,
 * relative to the manifest (docs/server-rendering.md).
 */

/**
 * Each script and stylesheet of the build with its Subresource Integrity, as the build wrote it (the manifest is made
 * after every other change of the files): the page's hints for a step's files name it, so that the browser uses a
 * preloaded file for the loader's request, which checks the same hash (shared/build/chunkIntegrity.js).
 * @param {import('webpack').Compilation} compilation
 */
const fileIntegrity = (compilation) =>
  Object.fromEntries(
    compilation
      .getAssets()
      .filter(({ name }) => /\.(js|css)$/.test(name))
      .map(({ name, source }) => [name, integrityOf(source.buffer())]),
  );

/**
 * The federation manifest's `additionalData` hook: puts `data` under metaData.greencard, with the integrity of each
 * script and stylesheet when the build has them, and its version in federation's own buildInfo too, which federation
 * reads from package.json (a step's stays fixed: buildVersion.js).
 * @param {ReleaseMetaData} data
 */
function releaseMetaData(data) {
  /** @param {{ stats: { metaData: { buildInfo?: object } }, compilation?: import('webpack').Compilation }} options */
  return ({ stats, compilation }) => ({
    ...stats,
    metaData: {
      ...stats.metaData,
      buildInfo: { ...stats.metaData.buildInfo, buildVersion: data.version },
      greencard: compilation ? { ...data, integrity: fileIntegrity(compilation) } : data,
    },
  });
}

module.exports = { releaseMetaData };

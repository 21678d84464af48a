// The shop server's own build (docs/operations.md, section 1): the shell build's version and build id, as its
// mf-manifest.json names them (the server bundle is built and deployed with it). Its name is `<version>+<build>`, the
// form a step's build takes on the page and in a release.
import type { Manifest } from '@greencard/release/releaseProblems';

export interface ShopBuild {
  version: string;
  /** The build id: the commit's short hash, or the pipeline's BUILD_ID. */
  build: string;
}

/** The build a shell manifest names; undefined for a folder that is no shell build (its server runs, unnamed). */
export function shopBuildOf(manifest: Manifest): ShopBuild | undefined {
  const { version, build } = manifest.metaData?.greencard ?? {};
  return typeof version === 'string' && typeof build === 'string' ? { version, build } : undefined;
}

export const buildName = ({ version, build }: ShopBuild) => `${version}+${build}`;

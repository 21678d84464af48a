// The types of releaseProblems.js, for the shop server that judges each build of a registry with it.
export interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** The part of a build's mf-manifest.json the checks read. */
export interface Manifest {
  name?: string;
  metaData?: { greencard?: { journeyMajor?: unknown; version?: unknown; build?: unknown } };
  shared?: SharedEntry[];
  exposes?: { path?: string }[];
}

export declare function releaseProblems(release: {
  step: string;
  version: string;
  manifest: Manifest;
  shell: Manifest;
}): string[];

// The types of releaseProblems.js, for the shop server that judges each build of a registry with it.
interface Assets {
  js?: { sync?: unknown[]; async?: unknown[] };
  css?: { sync?: unknown[]; async?: unknown[] };
}
export interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string | false;
  singleton?: boolean;
  assets?: Assets;
}

/** The part of a build's mf-manifest.json the checks read. */
export interface Manifest {
  name?: string;
  metaData?: {
    greencard?: { journeyMajor?: unknown; version?: unknown; build?: unknown; firstView?: unknown };
    remoteEntry?: { name?: unknown; path?: unknown };
    publicPath?: unknown;
  };
  shared?: SharedEntry[];
  exposes?: { path?: string; assets?: Assets }[];
}

export declare function releaseProblems(release: {
  step: string;
  version: string;
  manifest: Manifest;
  shell: Manifest;
}): string[];

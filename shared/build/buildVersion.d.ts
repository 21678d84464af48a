// The types of buildVersion.js, for the shop server's TypeScript that names a step's build in its metrics.
export declare function buildId(options: {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  now?: Date;
  git?: (args: string[], cwd: string) => string;
}): string;
export declare function packageVersion(dir: string): string;
export declare function stepVersion(dir: string): string;
export declare function nextVersion(version: string, change: string): string;
export declare function bumpStepVersion(dir: string, change: string): string;
export declare function versionFolder(version: string, id: string): string;
export declare function parseVersionFolder(name: string): { version: string; build: string } | undefined;

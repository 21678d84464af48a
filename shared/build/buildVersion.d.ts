// The types of buildVersion.js.
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

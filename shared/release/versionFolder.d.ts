// The types of versionFolder.js, for the shop server's TypeScript that names a step's build.
export declare const BUILD_ID: RegExp;
export declare function isVersion(version: unknown): version is string;
export declare function versionFolder(version: string, id: string): string;
export declare function parseVersionFolder(name: string): { version: string; build: string } | undefined;

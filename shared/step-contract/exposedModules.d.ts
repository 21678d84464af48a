// The types of exposedModules.js, for the shell's TypeScript that loads what the steps expose.
export declare const EXPOSED: { readonly app: './app'; readonly server: './server' };
export declare function exposedRequest(step: string, exposed: keyof typeof EXPOSED): string;
export declare const REMOTE_ENTRY: 'remoteEntry.js';
export declare function containerGlobal(step: string): string;
export declare const TEXT_LOCALES: readonly ['uk', 'en'];
export declare function textsChunk(locale: string): string;
export declare function isTextsChunkFile(file: string, locale: string): boolean;

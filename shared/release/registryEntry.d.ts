// The types of registryEntry.js, for the TypeScript that writes or reads a registry.
import type { CallUse, StepCall, StepJourney, StepRoute } from '@greencard/step-contract';

/** A step's registry entry, made from its build's declarations, each checked by the step contract's parser. */
export interface RegistryFileEntry {
  manifest: string;
  /** The Subresource Integrity of the build's remoteEntry.js, when its folder has one. */
  integrity?: string;
  routes: StepRoute[];
  journey: StepJourney;
  calls: StepCall[];
  /** The calls the step makes and another step (or the shell) owns, when its step.json lists some. */
  uses?: CallUse[];
}

export declare function registryEntry(manifest: string, buildDir: string): RegistryFileEntry;
export declare function integrityOf(bytes: Buffer): string;
export declare function entryManifest(entry: unknown): string | undefined;
export declare function stepOrigin(manifestUrl: unknown): string | undefined;
export declare function versionOf(manifestUrl: unknown): string | undefined;
export declare function buildManifestUrl(origin: string, version: string): string;
export declare function withRelease(
  registry: Record<string, unknown>,
  step: string,
  build: {
    manifest: string;
    integrity?: string;
    routes?: unknown[];
    declared?: { journey: unknown; calls: unknown[]; uses?: unknown[] };
  },
): Record<string, unknown>;

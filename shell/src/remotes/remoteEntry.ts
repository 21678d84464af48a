import type { registerRemotes } from '@module-federation/enhanced/runtime';
import { containerGlobal, REMOTE_ENTRY } from '@greencard/build/exposedModules';
import type { StepName } from '@greencard/i18n';

/** A remote the runtime loads from its entry script (rather than by a version in a snapshot). */
type Remote = Extract<Parameters<typeof registerRemotes>[0][number], { entry: string }>;

/**
 * What the federation runtime is told of a step's build: its container script, beside the manifest the registry
 * names, and the global the script defines. The runtime then loads the script at once instead of reading the
 * manifest first, and main.js carries no manifest reader (the host build leaves the runtime's snapshot plugin out).
 */
export function remoteEntry(name: StepName, manifestUrl: string, base = window.location.href): Remote {
  return {
    name,
    entry: remoteEntryUrl(manifestUrl, base),
    entryGlobalName: containerGlobal(name),
    type: 'var',
  };
}

/** The build's container script: every step build writes it beside its manifest (shared/build). */
export const remoteEntryUrl = (manifestUrl: string, base?: string): string =>
  new URL(REMOTE_ENTRY, new URL(manifestUrl, base)).href;

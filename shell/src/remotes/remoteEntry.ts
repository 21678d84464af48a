import { containerGlobal, REMOTE_ENTRY } from '@greencard/step-contract/exposedModules';
import type { StepName } from '@greencard/i18n';
import type { StepContainer } from './stepContainers';

/**
 * What the shell is told of a step's build: its container script, beside the manifest the registry names, the hash
 * its release pinned it by (the browser refuses any other file, docs/step-release.md), and the global the script
 * defines. The step then loads by its script at once, without reading the manifest first.
 */
export function remoteEntry(
  name: StepName,
  manifestUrl: string,
  integrity?: string,
  base = window.location.href,
): StepContainer {
  return {
    name,
    entry: remoteEntryUrl(manifestUrl, base),
    entryGlobalName: containerGlobal(name),
    ...(integrity ? { integrity } : {}),
  };
}

/** The build's container script: every step build writes it beside its manifest (shared/build). */
export const remoteEntryUrl = (manifestUrl: string, base?: string): string =>
  new URL(REMOTE_ENTRY, new URL(manifestUrl, base)).href;

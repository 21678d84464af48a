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

export function registryEntry(manifest: string, buildDir: string): RegistryFileEntry;


import type { StepCall } from '@greencard/build/release/stepCalls';
import type { StepRoute } from '@greencard/i18n';
import { STEP_NAMES, type StepName } from '../routing/routes';
import { buildRouteTable, type RouteTable } from '../routing/routeTable';

/** Where one step module's current build is, and the pages it serves (its build's routes.json). */
export interface RegistryEntry {
  /** The URL of the build's mf-manifest.json. */
  manifest: string;
  routes: StepRoute[];
  /** The step's place in the journey (its step.json). */
  journey: unknown;
  /** The insurer calls the step makes (its step.json). */
  calls: StepCall[];
}

/** remotes.json: each step module's entry. A release or a rollback is an edit of it. */
export type RemoteRegistry = Record<StepName, RegistryEntry>;

/** The shop's route table under a registry: the shell's pages and each step's. Throws when two claim one path. */
export function registryRoutes(registry: RemoteRegistry): RouteTable {
  return buildRouteTable(Object.fromEntries(STEP_NAMES.map((step) => [step, registry[step].routes])));
}

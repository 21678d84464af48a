import type { CallUse, StepCall, StepJourney, StepRoute } from '@greencard/step-contract';
import type { StepName } from '@greencard/step-contract/stepName';
import { buildRouteTable, type RouteTable } from '../routing/routeTable';

/** Where one build of a step module is, and what that build declares (its routes.json and step.json). */
export interface StepBuild {
  /** The URL of the build's mf-manifest.json. */
  manifest: string;
  /** The Subresource Integrity of its remoteEntry.js, which the browser checks (docs/step-release.md). */
  integrity?: string;
  /** The Subresource Integrity of its first-view.json, which the shop server checks (docs/server-rendering.md). */
  firstViewIntegrity?: string;
  routes: StepRoute[];
  /** The step's place in the journey. */
  journey: StepJourney;
  /** The insurer calls the step owns. */
  calls: StepCall[];
  /** The calls the step makes and another step (or the shell) owns. */
  uses: CallUse[];
}

/** A step's newer build, given to `share` percent of the buyers who start a journey (docs/step-release.md, "share"). */
interface TrialBuild extends StepBuild {
  share: number;
}

/**
 * One step module's build, and the build it is sharing its buyers with, if any. The page only ever gets one build per
 * step: the one its buyer was given.
 */
export interface RegistryEntry extends StepBuild {
  trial?: TrialBuild;
}

/**
 * registry.json: each step module's entry, under the step's name. The registry says which steps the journey has: a
 * release adds, changes or withdraws an entry (docs/step-release.md).
 */
export type Registry = Record<StepName, RegistryEntry>;

/** What the page knows of a step's build: where it is, its entry's hash, its pages and its place in the journey; its calls are the server's. */
export type PageBuild = Pick<StepBuild, 'manifest' | 'integrity' | 'routes' | 'journey'>;

/** The registry as the page gets it: one build per step, the buyer's, without the calls. */
export type PageRegistry = Record<StepName, PageBuild>;

/** The registry a page is given: each step's build without what only the shop server reads. */
export const pageRegistry = (registry: Record<StepName, PageBuild>): PageRegistry =>
  Object.fromEntries(
    Object.entries(registry).map(([step, { manifest, integrity, routes, journey }]) => [
      step,
      integrity ? { manifest, integrity, routes, journey } : { manifest, routes, journey },
    ]),
  );

/** The shop's route table under a registry: each step's pages. Throws when two steps claim one path. */
export function registryRoutes(registry: Record<StepName, PageBuild>): RouteTable {
  return buildRouteTable(Object.fromEntries(Object.entries(registry).map(([step, entry]) => [step, entry.routes])));
}

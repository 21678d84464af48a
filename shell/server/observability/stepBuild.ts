// The build of a step that served a request: the label every metric that carries a build uses, so that all of them
// name one build the same way. A build is its version folder, `<version>+<build id>` (docs/step-release.md).
import { versionOf } from '@greencard/release/registryEntry';
import type { Registry } from '../registry/registry';
import type { ShopMetrics } from './metrics';

/** A step's build whose manifest URL names no version folder (a hand-written registry). */
export const UNKNOWN_BUILD = 'unknown';

/**
 * The builds already read, by manifest URL: every insurer call names its step's build in its metrics. The URLs are
 * the registry's, so as many as the builds released while the server runs; past KEPT_BUILDS it starts afresh.
 */
const builds = new Map<string, string>();
const KEPT_BUILDS = 1000;

/** The version folder in a manifest URL (`…/points/1.4.0+a1b2c3d/mf-manifest.json` → `1.4.0+a1b2c3d`). */
export function buildOfManifest(manifest: string): string {
  let build = builds.get(manifest);
  if (build === undefined) {
    if (builds.size >= KEPT_BUILDS) builds.clear();
    try {
      // As a release reads it: the folder of its mf-manifest.json.
      build = versionOf(manifest) ?? UNKNOWN_BUILD;
    } catch {
      // A hand-written URL whose folder is no valid %-encoding names no build.
      build = UNKNOWN_BUILD;
    }
    builds.set(manifest, build);
  }
  return build;
}

/** Counts one event of a step's build, known by its manifest URL. */
export type CountBuild = (event: 'given' | 'page' | 'buyer' | 'reached', step: string, manifest: string) => void;

/** The per-build counter of the shop's metrics. */
export const buildCounter =
  (metrics: Pick<ShopMetrics, 'stepBuilds'>): CountBuild =>
  (event, step, manifest) =>
    metrics.stepBuilds.inc({ event, step, build: buildOfManifest(manifest) });

/**
 * The build of `step` in a buyer's view of the registry (share/keptBuyerView.ts): a buyer given a step's trial
 * build is counted under that build.
 */
export function stepBuildFor(step: string, registry: Registry): string {
  const entry = registry[step];
  return entry ? buildOfManifest(entry.manifest) : UNKNOWN_BUILD;
}

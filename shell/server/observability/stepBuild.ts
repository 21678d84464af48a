// The build of a step that served a request: the label every metric that carries a build uses, so that all of them
// name one build the same way. A build is its version folder, `<version>+<build id>` (docs/step-release.md).
import { versionOf } from '@greencard/release/registryEntry';
import type { Registry } from '../registry/registry';
import type { ShopMetrics } from './metrics';
import { perManifest } from '../share/buyerBuilds';

/** A step's build whose manifest URL names no version folder (a hand-written registry). */
export const UNKNOWN_BUILD = 'unknown';

/** The version folder in a manifest URL (`…/points/1.4.0+a1b2c3d/mf-manifest.json` → `1.4.0+a1b2c3d`). */
export const buildOfManifest = perManifest((manifest) => {
  try {
    // As a release reads it: the folder of its mf-manifest.json.
    return versionOf(manifest) ?? UNKNOWN_BUILD;
  } catch {
    // A hand-written URL whose folder is no valid %-encoding names no build.
    return UNKNOWN_BUILD;
  }
});

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

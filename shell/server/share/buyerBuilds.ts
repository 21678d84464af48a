// Which build of each step a buyer runs, when a step shares its buyers between two builds (docs/step-release.md,
// "share"). The buyer is given a build on the first page it gets and keeps it, through reloads and language
// switches, for as long as the registry still has that build: a share changes who gets the new build among the
// buyers who start, never which build a buyer already has. Pure functions: the session keeps the result.
import { createHash } from 'node:crypto';
import type { StepName } from '@greencard/i18n';
import type { Registry } from '../../src/remotes/registry';

export const KEPT_KEYS = 1000;

/**
 * What `derive` makes of a manifest URL, computed once per URL: every request of a buyer names its builds by key, and
 * every insurer call its build in the metrics; a hash per step per request was among the gateway's costs under load
 * (docs/operations.md). The URLs come from the registry (the releases' registry.json), never from a buyer, so there
 * are as many as the builds released while the server runs; past KEPT_KEYS (never reached by releases alone) the map
 * starts afresh, so that it stays bounded whatever happens.
 */
export function perManifest(derive: (manifest: string) => string): (manifest: string) => string {
  const kept = new Map<string, string>();
  return (manifest) => {
    let value = kept.get(manifest);
    if (value === undefined) {
      if (kept.size >= KEPT_KEYS) kept.clear();
      kept.set(manifest, (value = derive(manifest)));
    }
    return value;
  };
}

/** A build's short name in the session cookie: the same manifest URL always gives the same key. */
export const buildKey = perManifest((manifest) =>
  createHash('sha256').update(manifest).digest('base64url').slice(0, 10),
);

export interface BuyerBuilds {
  /** Per step, the key of the build this buyer runs: what the session keeps. */
  builds: Record<StepName, string>;
  /** The steps whose trial build this buyer runs. */
  onTrial: StepName[];
  /** The steps whose build was given now, as the buyer had none of this registry's builds of them. */
  given: StepName[];
}

/**
 * The buyer's build of each step: the one it kept if the registry still has it, else one drawn now (the trial with
 * its share's chance: `draw` returns a number in [0, 1), so share 0 never and share 100 always gives it).
 */
export function buyerBuilds(
  registry: Registry,
  kept: Readonly<Record<string, string>>,
  draw: () => number,
): BuyerBuilds {
  const builds: Record<StepName, string> = {};
  const onTrial: StepName[] = [];
  const given: StepName[] = [];
  for (const [step, entry] of Object.entries(registry)) {
    const main = buildKey(entry.manifest);
    const trial = entry.trial ? buildKey(entry.trial.manifest) : undefined;
    let takesTrial: boolean;
    if (kept[step] === main) takesTrial = false;
    else if (trial !== undefined && kept[step] === trial) takesTrial = true;
    else {
      takesTrial = !!entry.trial && draw() * 100 < entry.trial.share;
      given.push(step);
    }
    builds[step] = takesTrial ? (trial as string) : main;
    if (takesTrial) onTrial.push(step);
  }
  return { builds, onTrial, given };
}

/** A draw that no share takes (shares are at most 100): the main builds, for a buyer who must not be given a trial. */
export const NO_TRIAL = () => 1;

/** Whether the session must be written: a build was given, or it keeps a step the registry no longer has. */
export const buildsChanged = (kept: Readonly<Record<string, string>>, next: BuyerBuilds): boolean =>
  next.given.length > 0 || Object.keys(kept).some((step) => !(step in next.builds));

// The insurer calls a registry's steps declare, by their key (docs/step-release.md, "calls"), each with its owner: what
// the gateway forwards besides the shell's own calls (docs/shop-server.md, section 1). A release widens or narrows it.
import { callOwners, type OwnedCall } from '@greencard/step-contract';
import type { Registry } from '../../src/remotes/registry';

export type RegistryCalls = ReadonlyMap<string, OwnedCall>;

/** Throws when two steps declare one call: the registry is refused, and the server keeps its last good one. */
export function registryCalls(registry: Registry): RegistryCalls {
  return callOwners(Object.entries(registry).map(([step, entry]) => [step, entry.calls]));
}

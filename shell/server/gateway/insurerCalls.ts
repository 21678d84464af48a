// The allow-list: the shell's own insurer calls and those the released steps declare in their step.json (a release
// widens or narrows it), and nothing else (docs/shop-server.md, section 1). The browser reaches each one at /api<path>;
// a path is found in any spelling an insurer's server might read as the same (letter case, encoding, repeated or
// trailing slashes), and goes on to the insurer as its owner declared it. Any other path under /api is 404, never sent.
import {
  callKey,
  callOwners,
  canonicalPath,
  SHELL_CALLS,
  type OwnedCall,
  type StepCall,
} from '@greencard/step-contract';
import type { Registry } from '../../src/remotes/registry';

/** The calls a registry's steps declare, by their key (docs/step-release.md, "calls"), each with its owner. */
export type RegistryCalls = ReadonlyMap<string, OwnedCall>;

/** Throws when two steps declare one call: the registry is refused, and the server keeps its last good one. */
export const registryCalls = (registry: Registry): RegistryCalls =>
  callOwners(Object.entries(registry).map(([step, entry]) => [step, entry.calls]));

/** The owner of the shell's own calls, in the metrics. */
const SHELL = 'shell';

/**
 * The shell's own calls: the insurer's clock (the steps' server clock, @greencard/step) and the company logo of the
 * header, for the shop's own company only (its id is read at start). Neither takes a parameter.
 */
export function shellCalls(companyId: number): RegistryCalls {
  const calls: StepCall[] = [...SHELL_CALLS, { method: 'GET' as const, path: `/company/logo/${companyId}` }].map(
    ({ method, path }) => ({ method, path, params: {} }),
  );
  return new Map(calls.map((call) => [callKey(call), { owner: SHELL, call }]));
}

/** The call at this method and path, the shell's or a registry step's, with its owner; undefined when none is. */
export function findCall(
  shell: RegistryCalls,
  registry: RegistryCalls,
  method: string,
  path: string,
): OwnedCall | undefined {
  const canonical = canonicalPath(path);
  if (canonical === undefined) return undefined;
  const key = `${method} ${canonical}`;
  return shell.get(key) ?? registry.get(key);
}

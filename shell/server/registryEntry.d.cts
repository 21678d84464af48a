export interface RegistryFileEntry {
  manifest: string;
  routes: unknown[];
  /** The step's place in the journey, as its step.json declares it (checked by the shop server). */
  journey: unknown;
  /** The insurer calls the step makes, as its step.json declares them (checked by the shop server). */
  calls: unknown;
  /** The calls the step makes and another step (or the shell) owns, as its step.json declares them, if any. */
  uses?: unknown;
}

export function registryEntry(manifest: string, buildDir: string): RegistryFileEntry;

export function fetchRegistryEntry(
  manifest: string,
  options?: { fetchImpl?: typeof fetch; timeoutMs?: number },
): Promise<RegistryFileEntry>;

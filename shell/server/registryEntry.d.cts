export interface RegistryFileEntry {
  manifest: string;
  routes: unknown[];
}

export function registryEntry(manifest: string, buildDir: string): RegistryFileEntry;

export function fetchRegistryEntry(
  manifest: string,
  options?: { fetchImpl?: typeof fetch; timeoutMs?: number },
): Promise<RegistryFileEntry>;

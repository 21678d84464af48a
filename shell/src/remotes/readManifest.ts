import type { FederationManifest } from './remoteAppFiles';

/**
 * Reads a step build's manifest, to know its files: as a plain CORS GET, so a second read (the prefetcher's, then the
 * step's own load) only revalidates it. At low priority for a later page; at the browser's usual one for the step
 * being loaded, which waits for it.
 */
export async function readManifest(url: string, priority: RequestPriority = 'auto'): Promise<FederationManifest> {
  const response = await fetch(url, { priority });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as FederationManifest;
}

import type { FederationManifest } from './remoteAppFiles';

/**
 * Reads a step build's manifest, to know its files. Fetched at low priority and as a plain CORS GET, so a second read
 * (the prefetcher's, then the step's own load) only revalidates it.
 */
export async function readManifest(url: string): Promise<FederationManifest> {
  const response = await fetch(url, { priority: 'low' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as FederationManifest;
}

import type { FederationManifest } from './remoteAppFiles';

/**
 * Reads a step build's manifest, to know its files: as a plain CORS GET. At low priority for a later page; at the
 * browser's usual one for the step being loaded, which waits for it.
 */
export async function readManifest(url: string, priority: RequestPriority = 'auto'): Promise<FederationManifest> {
  const response = await fetch(url, { priority });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as FederationManifest;
}

const read = new Map<string, Promise<FederationManifest>>();

/**
 * A build's manifest, read once per page: a build never changes (its folder is its version), so the next-step
 * prefetcher's read serves the step's own load when the buyer goes on, which then asks for all the step's files at
 * once, with no HTTP cache needed. A failed read is forgotten, so the next asks again.
 */
export function readManifestOnce(url: string, priority: RequestPriority = 'auto'): Promise<FederationManifest> {
  const known = read.get(url);
  if (known) return known;
  const reading = readManifest(url, priority);
  read.set(url, reading);
  reading.catch(() => read.delete(url));
  return reading;
}

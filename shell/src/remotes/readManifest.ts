import type { FederationManifest } from './remoteAppFiles';

async function fetchManifest(url: string, priority: RequestPriority): Promise<FederationManifest> {
  const response = await fetch(url, { priority });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as FederationManifest;
}

const read = new Map<string, Promise<FederationManifest>>();

/**
 * A step build's manifest, to know its files: a plain CORS GET, at low priority for a later page and at the browser's
 * usual one for the step being loaded, which waits for it. Read once per page: a build never changes (its folder is
 * its version), so the next-step prefetcher's read serves the step's own load when the buyer goes on, which then asks
 * for all the step's files at once, with no HTTP cache needed. A failed read is forgotten, so the next asks again.
 */
export function readManifest(url: string, priority: RequestPriority = 'auto'): Promise<FederationManifest> {
  const known = read.get(url);
  if (known) return known;
  const reading = fetchManifest(url, priority);
  read.set(url, reading);
  reading.catch(() => read.delete(url));
  return reading;
}

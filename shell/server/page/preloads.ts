import { remoteAppFiles, type FederationManifest, type RemoteFile } from '../../src/remotes/remoteAppFiles';

/** A file the page announces for its step: the same list the page prefetches for the next step. */
export type Preload = RemoteFile;

/**
 * Reads remote manifests for the page's preloads, cached for a short while so a release is seen within seconds.
 * A slow or failing remote never holds the page up: the page is sent without its hints instead.
 */
export function createRemotePreloader({ ttlMs = 15_000, waitMs = 250, fetchImpl = fetch } = {}) {
  const cache = new Map<string, { at: number; preloads: Promise<Preload[]> }>();
  return async function preloadsFor(manifestUrl: string, now = Date.now()): Promise<Preload[]> {
    let hit = cache.get(manifestUrl);
    if (!hit || now - hit.at > ttlMs) {
      const preloads = fetchImpl(manifestUrl, { signal: AbortSignal.timeout(5000) })
        .then((response) => (response.ok ? (response.json() as Promise<FederationManifest>) : Promise.reject()))
        .then((manifest) => remoteAppFiles(manifestUrl, manifest))
        .catch(() => [] as Preload[]);
      hit = { at: now, preloads };
      cache.set(manifestUrl, hit);
    }
    const timeout = new Promise<Preload[]>((resolve) => setTimeout(() => resolve([]), waitMs).unref());
    return Promise.race([hit.preloads, timeout]);
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The link elements; the manifest is fetched with CORS by the federation runtime, scripts are plain script tags. */
export function preloadTags(preloads: Preload[]): string {
  return preloads
    .map(({ href, as }) =>
      as === 'fetch'
        ? `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`
        : `<link rel="preload" as="${as}" href="${escapeAttribute(href)}">`,
    )
    .join('');
}

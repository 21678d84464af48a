import type { RemoteFile } from './remoteAppFiles';

/**
 * Asks the browser for a step's files ahead, once per URL, each the way the page will ask for it later (entries and
 * chunks as script and stylesheet requests, a step's with CORS), so the answer is the one used:
 * - `prefetch`: for a later page, at the lowest priority, into the HTTP cache; a file the page already preloads or
 *   prefetches is left alone;
 * - `preload`: for the step being loaded now, all at once; a file the page already preloads is left alone.
 */
export function addHintLinks(
  files: readonly RemoteFile[],
  rel: 'prefetch' | 'preload',
  doc: Document = document,
): void {
  const selector = rel === 'prefetch' ? 'link[rel="prefetch"], link[rel="preload"]' : 'link[rel="preload"]';
  const known = new Set([...doc.head.querySelectorAll<HTMLLinkElement>(selector)].map((link) => link.href));
  for (const { href, as, crossOrigin, integrity } of files) {
    if (known.has(href)) continue;
    known.add(href);
    const link = doc.createElement('link');
    link.rel = rel;
    if (crossOrigin) link.crossOrigin = 'anonymous';
    // A preload is matched to the loader's checked request by its hash; a prefetch only fills the HTTP cache.
    if (integrity && rel === 'preload') link.integrity = integrity;
    link.href = href;
    link.setAttribute('as', as);
    doc.head.append(link);
  }
}

import type { RemoteFile } from '../remoteAppFiles';

/**
 * Asks the browser for files a later page needs, at its lowest priority and into its HTTP cache:
 * `<link rel="prefetch">`, once per URL (a file the page already preloads or prefetches is left alone). Each request
 * is made the way the page will make it later, so the cached answer is the one used: entries and chunks are plain
 * script and stylesheet requests.
 */
export function addPrefetchLinks(files: readonly RemoteFile[], doc: Document = document): void {
  const known = new Set(
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"], link[rel="preload"]')].map((link) => link.href),
  );
  for (const { href, as } of files) {
    if (known.has(href)) continue;
    known.add(href);
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.setAttribute('as', as);
    doc.head.append(link);
  }
}

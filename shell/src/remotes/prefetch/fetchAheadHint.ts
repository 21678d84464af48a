/**
 * The link that fetches the next step's files ahead in this engine. `prefetch` where the engine knows it (Chromium,
 * Firefox): lowest priority, into the HTTP cache. WebKit (Safari) ignores `rel=prefetch`; there the next step is
 * shown in this same document (the shop is one page), so `preload`, which WebKit has, fetches files this document
 * will use. It is asked for only after load and idle, as the prefetch is; docs/performance.md has what it saves.
 */
export function fetchAheadHint(doc: Document): 'prefetch' | 'preload' {
  return doc.createElement('link').relList.supports('prefetch') ? 'prefetch' : 'preload';
}

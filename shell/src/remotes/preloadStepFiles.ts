import type { Locale } from '@greencard/domain';
import { remoteAppFiles, remoteEntryUrl, type FederationManifest, type RemoteFile } from './remoteAppFiles';

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
  const reading = fetch(url, { priority }).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json() as Promise<FederationManifest>;
  });
  read.set(url, reading);
  reading.catch(() => read.delete(url));
  return reading;
}

/**
 * Asks the browser for a step build's files (remoteAppFiles: what its `./app` needs in `locale`) once its manifest is
 * read (once per page, usually by the next-step prefetch already):
 * - for a step the buyer goes to within the page, all at once beside its container script. The federation runtime
 *   loads the container script and only then the app's chunks, and the step asks for its texts only once its code has
 *   run (the chunk depends on the language): two round trips more. The container script is the runtime's to load (it
 *   has asked for it already), and nothing is asked for when the page already preloads it: the page the shop server
 *   sent for this step, which announced its files too;
 * - `ahead` of the next step, with the link the engine fetches ahead with (fetchAheadHint), the manifest read at low
 *   priority.
 */
export async function preloadStepFiles(
  manifestUrl: string,
  locale: Locale,
  ahead?: { rel: 'prefetch' | 'preload'; doc: Document },
): Promise<void> {
  const entry = remoteEntryUrl(manifestUrl);
  const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
  if (!ahead && preloaded.some((link) => link.href === entry)) return;
  const files = remoteAppFiles(manifestUrl, await readManifest(manifestUrl, ahead ? 'low' : 'auto'), locale);
  if (ahead) addHintLinks(files, ahead.rel, ahead.doc);
  else
    addHintLinks(
      files.filter((file) => file.href !== entry),
      'preload',
    );
}

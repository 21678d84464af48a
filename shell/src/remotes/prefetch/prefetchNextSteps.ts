import type { Locale } from '@greencard/domain';
import { journeyPlan, nextPlannedStep, type JourneyPlan, type StepName } from '@greencard/i18n';
import { matchRoute } from '../../routing/pageRoutes';
import { afterLoadWhenIdle } from '../../startup/afterLoadWhenIdle';
import { addHintLinks, readManifest } from '../preloadStepFiles';
import type { PageRegistry } from '../registry';
import { remoteAppFiles, type FederationManifest, type RemoteFile } from '../remoteAppFiles';
import { connectionAllowsPrefetch, connectionOf, type ConnectionHints } from './connectionAllowsPrefetch';

/**
 * The link that fetches the next step's files ahead in this engine. `prefetch` where the engine knows it (Chromium,
 * Firefox): lowest priority, into the HTTP cache. WebKit (Safari) ignores `rel=prefetch`; there the next step is
 * shown in this same document (the shop is one page), so `preload`, which WebKit has, fetches files this document
 * will use. It is asked for only after load and idle, as the prefetch is; docs/performance.md has what it saves.
 */
export function fetchAheadHint(doc: Document): 'prefetch' | 'preload' {
  return doc.createElement('link').relList.supports('prefetch') ? 'prefetch' : 'preload';
}

export interface NextStepPrefetcherOptions {
  /** Each step's build, as this page loads it (a test build in this browser included). */
  registry: PageRegistry;
  /** The connection as the browser rates it now: it is asked each time, as a phone moves between networks. */
  connection: () => ConnectionHints | undefined;
  /** The page's language: the next step's texts are fetched in it. */
  locale: () => Locale;
  /** The page's journey plan: the next step is the one navigateToNextStep goes to. */
  plan: () => JourneyPlan;
  /** Reads a manifest; the request itself is the manifest's prefetch. */
  readManifest: (url: string) => Promise<FederationManifest>;
  /** Asks the browser for the files at low priority. */
  prefetch: (files: RemoteFile[]) => void;
}

/**
 * What the page fetches ahead while the buyer is on a step: the next step's remote (its entry and the sync chunks of
 * its `./app`, its texts in the page's language), each build once per page, never on a slow connection or with Save-Data. A failure only means the
 * step loads as it would have without it.
 */
export function createNextStepPrefetcher(options: NextStepPrefetcherOptions) {
  const asked = new Set<string>();
  return async function prefetchAfter(step: StepName): Promise<void> {
    if (!connectionAllowsPrefetch(options.connection())) return;
    const next = nextPlannedStep(options.plan(), step)?.step;
    const manifest = next === undefined ? undefined : options.registry[next]?.manifest;
    if (!manifest) return;
    if (asked.has(manifest)) return;
    asked.add(manifest);
    try {
      const files = remoteAppFiles(manifest, await options.readManifest(manifest), options.locale());
      options.prefetch(files);
    } catch (error) {
      asked.delete(manifest);
      console.warn(`The ${next} step was not prefetched: ${String(error)}`);
    }
  };
}

/**
 * Each time a step page is shown (single-spa has mounted it), fetches the next step's remote ahead once the page has
 * loaded and the browser is idle, so the step after a click mounts without waiting for the network.
 */
export function prefetchNextSteps(registry: PageRegistry, win: Window = window): void {
  const prefetchAfter = createNextStepPrefetcher({
    registry,
    connection: () => connectionOf(win),
    locale: () => matchRoute(win.location.pathname).locale,
    plan: journeyPlan,
    readManifest: (url) => readManifest(url, 'low'),
    prefetch: (files) => addHintLinks(files, fetchAheadHint(win.document), win.document),
  });
  win.addEventListener('single-spa:routing-event', () => {
    const step = matchRoute(win.location.pathname).route?.step;
    if (step) afterLoadWhenIdle(() => void prefetchAfter(step), win);
  });
}

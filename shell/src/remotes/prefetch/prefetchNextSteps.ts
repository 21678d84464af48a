import { journeyPlan, nextPlannedStep, type StepName } from '@greencard/i18n';
import { matchRoute } from '../../routing/pageRoutes';
import { afterLoadWhenIdle } from '../../startup/afterLoadWhenIdle';
import { preloadStepFiles } from '../preloadStepFiles';
import type { PageRegistry } from '../registry';
import { connectionAllowsPrefetch, connectionOf } from './connectionAllowsPrefetch';

/**
 * The link that fetches the next step's files ahead in this engine. `prefetch` where the engine knows it (Chromium,
 * Firefox): lowest priority, into the HTTP cache. WebKit (Safari) ignores `rel=prefetch`; there the next step is
 * shown in this same document (the shop is one page), so `preload`, which WebKit has, fetches files this document
 * will use. It is asked for only after load and idle, as the prefetch is; docs/performance.md has what it saves.
 */
export function fetchAheadHint(doc: Document): 'prefetch' | 'preload' {
  return doc.createElement('link').relList.supports('prefetch') ? 'prefetch' : 'preload';
}

/**
 * What the page fetches ahead while the buyer is on a step: the next step's remote (its entry and the sync chunks of
 * its `./app`, its texts in the page's language), each build once per page, never on a slow connection or with
 * Save-Data. The next step is the one navigateToNextStep goes to, by the page's journey plan; `registry` has each
 * step's build as this page loads it (a test build in this browser included). A failure only means the step loads as
 * it would have without it.
 */
export function createNextStepPrefetcher(registry: PageRegistry, win: Window = window) {
  const asked = new Set<string>();
  return async function prefetchAfter(step: StepName): Promise<void> {
    // The connection is asked each time, as a phone moves between networks.
    if (!connectionAllowsPrefetch(connectionOf(win))) return;
    const next = nextPlannedStep(journeyPlan(), step)?.step;
    const manifest = next === undefined ? undefined : registry[next]?.manifest;
    if (!manifest) return;
    if (asked.has(manifest)) return;
    asked.add(manifest);
    try {
      const ahead = { rel: fetchAheadHint(win.document), doc: win.document };
      // The manifest's own request is the prefetch of it.
      await preloadStepFiles(manifest, matchRoute(win.location.pathname).locale, ahead);
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
  const prefetchAfter = createNextStepPrefetcher(registry, win);
  win.addEventListener('single-spa:routing-event', () => {
    const step = matchRoute(win.location.pathname).route?.step;
    if (step) afterLoadWhenIdle(() => void prefetchAfter(step), win);
  });
}

import { journeyPlan } from '@greencard/i18n';
import { matchRoute } from '../../routing/routes';
import type { PageRegistry } from '../registry';
import { readManifest } from '../readManifest';
import type { ConnectionHints } from './connectionAllowsPrefetch';
import { createNextStepPrefetcher } from './nextStepPrefetcher';
import { addHintLinks } from '../hintLinks';
import { fetchAheadHint } from './fetchAheadHint';
import { afterLoadWhenIdle } from './whenIdle';

// The Network Information API is not in every browser, nor in TypeScript's DOM types.
type NavigatorWithConnection = Navigator & { connection?: ConnectionHints };

/**
 * Each time a step page is shown (single-spa has mounted it), fetches the next step's remote ahead once the page has
 * loaded and the browser is idle, so the step after a click mounts without waiting for the network.
 */
export function prefetchNextSteps(registry: PageRegistry, win: Window = window): void {
  const prefetchAfter = createNextStepPrefetcher({
    registry,
    connection: () => (win.navigator as NavigatorWithConnection).connection,
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

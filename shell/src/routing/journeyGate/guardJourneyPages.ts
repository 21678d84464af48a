import { journeyPlan } from '@greencard/i18n';
import { redirectToStart } from '@greencard/step';
import type { JourneyState } from '@greencard/store';
import { pageRoutes } from '../pageRoutes';
import { refusedPage } from './pageGate';

/**
 * Keeps a buyer off a step's page the journey is not ready for (by the needs of the page's journey plan): such a page is never active for single-spa (so the
 * step's remote is not even downloaded), and the buyer is sent to the start with the notice the step itself would
 * have given, at once and again before each later routing (a link, Back, Forward).
 * Returns the check for single-spa's activeWhen, and how to stop guarding.
 */
export function guardJourneyPages(journey: () => JourneyState, win: Window = window) {
  const refusal = (pathname: string) => refusedPage(pageRoutes(), journeyPlan().steps, pathname, journey());
  const sendBack = () => {
    const refused = refusal(win.location.pathname);
    if (refused) redirectToStart(refused.notice, refused.locale);
  };
  // Before the shell paints: the buyer never sees the refused page's frame.
  sendBack();
  win.addEventListener('single-spa:before-routing-event', sendBack);
  return {
    canShow: (pathname: string) => refusal(pathname) === null,
    stop: () => win.removeEventListener('single-spa:before-routing-event', sendBack),
  };
}

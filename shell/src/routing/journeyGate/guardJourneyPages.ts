import { journeyPlan, type JourneyNeed, type Locale, type PlannedStep } from '@greencard/i18n';
import { redirectToStart, type JourneyNotice } from '@greencard/step';
import type { JourneyState } from '@greencard/store';
import { pageRoutes } from '../pageRoutes';
import { routeAt, type RouteTable } from '../routeTable';

/** Whether the journey holds one need, and the notice the start page shows a buyer who comes without it. */
type Need = readonly [notice: JourneyNotice, has: (journey: JourneyState) => boolean];

/**
 * The needs a step may declare in its step.json (docs/step-release.md, "journey"): the shell decides from them before
 * it loads the step's remote, so a buyer without them goes to the start at once instead of after a download. Each
 * step keeps its own guard (a step released alone may need more), so a step declares only what its own code checks,
 * never more.
 */
const NEEDS: Readonly<Record<JourneyNeed, Need>> = {
  product: ['noProduct', (j) => j.selection !== null && j.product !== null],
  draft: ['noDraft', (j) => j.draft !== null],
  // A draft enters the journey with the contract number the move to REQUEST answered.
  contractNumber: ['noDraft', (j) => j.draft !== null],
  signed: ['notSigned', (j) => j.signed && j.draft !== null && j.product !== null],
};

interface Refusal {
  notice: JourneyNotice;
  locale: Locale;
}

/**
 * Whether the page at `pathname` must send the buyer to the start instead, with the notice of the first need its
 * step declares in the journey that this journey lacks. Only a page of a journey step (one that names its step in routes.json) is checked: result pages and
 * provider returns decide by their own records.
 */
export function refusedPage(
  table: RouteTable,
  steps: readonly PlannedStep[],
  pathname: string,
  journey: JourneyState,
): Refusal | null {
  const { locale, route } = routeAt(table, pathname);
  const needs = route?.step ? steps.find((step) => step.step === route.step)?.needs : undefined;
  const lacking = needs?.find((need) => !NEEDS[need][1](journey));
  return lacking === undefined ? null : { notice: NEEDS[lacking][0], locale };
}

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

import type { Locale } from '@greencard/domain';
import type { JourneyNotice } from '@greencard/step';
import type { JourneyState } from '@greencard/store';
import { routeAt, type RouteTable } from '../routeTable';
import { unmetNeed } from './stepNeeds';

export interface Refusal {
  notice: JourneyNotice;
  locale: Locale;
}

/**
 * Whether the page at `pathname` must send the buyer to the start instead. Only a page of a journey step (one that
 * names its step in routes.json) is checked: result pages and provider returns decide by their own records.
 */
export function refusedPage(table: RouteTable, pathname: string, journey: JourneyState): Refusal | null {
  const { locale, route } = routeAt(table, pathname);
  const notice = route?.step ? unmetNeed(route.step, journey) : null;
  return notice ? { notice, locale } : null;
}

import type { Locale, PlannedStep } from '@greencard/i18n';
import type { JourneyNotice } from '@greencard/step';
import type { JourneyState } from '@greencard/store';
import { routeAt, type RouteTable } from '../routeTable';
import { unmetNeed } from './stepNeeds';

export interface Refusal {
  notice: JourneyNotice;
  locale: Locale;
}

/**
 * Whether the page at `pathname` must send the buyer to the start instead, by the needs its step declares in the
 * journey. Only a page of a journey step (one that names its step in routes.json) is checked: result pages and
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
  const notice = needs ? unmetNeed(needs, journey) : null;
  return notice ? { notice, locale } : null;
}

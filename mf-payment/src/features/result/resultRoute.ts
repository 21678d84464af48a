import type { JourneyNotice } from '@greencard/step';
import type { JourneyState } from '@greencard/store';
import type { ResultRecord } from './resultRecord';
import { missingForPayment } from '../routing/journeyGate';

export type ResultPage = 'result' | 'success' | 'fail';

export type ResultRoute =
  | { show: ResultRecord }
  /** Another page of this step fits better (/success for a paid contract, /payment for an unpaid one, ...). */
  | { goTo: string }
  | { start: JourneyNotice };

/**
 * What a result page shows. Its record outlives a reload (rules D10); without one, the buyer has not paid yet:
 * back to the payment page with a signed contract, otherwise to the start with the reason.
 */
export function resultRoute(page: ResultPage, record: ResultRecord | undefined, journey: JourneyState): ResultRoute {
  if (!record) {
    const missing = missingForPayment(journey);
    return missing ? { start: missing } : { goTo: '/payment' };
  }
  if (page === 'success' && !record.paid) return { goTo: '/fail' };
  if (page === 'fail' && record.paid) return { goTo: '/success' };
  return { show: record };
}

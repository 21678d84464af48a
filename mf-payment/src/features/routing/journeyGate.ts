// What the payment pages need from the journey before they can show anything sensible.
import type { JourneyNotice } from '@greencard/step';
import type { JourneyState } from '@greencard/store';
import type { ResultRecord } from '../result/resultRecord';

/** Why a buyer cannot pay yet (the notice the start page shows), or null when the contract is signed. */
export function missingForPayment(journey: JourneyState): JourneyNotice | null {
  if (!journey.product) return 'noProduct';
  if (!journey.draft) return 'noDraft';
  if (!journey.signed) return 'notSigned';
  return null;
}

/**
 * The fail page offers another attempt while the journey still holds this signed, unpaid contract and the day's
 * cut-off has not passed (the insurer refuses a late payment anyway; the shop just does not offer it).
 */
export function canTryAgain(journey: JourneyState, record: ResultRecord, cutoffPassed: boolean): boolean {
  return (
    !cutoffPassed &&
    !record.paid &&
    missingForPayment(journey) === null &&
    !journey.paid &&
    journey.draft?.id === record.contractId
  );
}

import type { JourneyState } from '@greencard/store';

/**
 * The number of the contract a return is about, when this page can know it: from the insurer's answer, else from
 * the journey while the journey is that contract's. A return address carries only the contract's id, and an id
 * means nothing to a buyer.
 */
export function knownContractNumber(
  contractId: number | undefined,
  answered: string | undefined,
  journey: Pick<JourneyState, 'draft'>,
): string | undefined {
  if (answered) return answered;
  if (contractId === undefined || journey.draft?.id !== contractId) return undefined;
  return journey.draft.number;
}

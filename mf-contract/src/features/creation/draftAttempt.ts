// The attempt at saving a draft survives a reload until the draft is saved: its input (the draft's content and order
// number) and its idempotency key, so that the same draft asked for again after a timeout or a reload is the
// insurer's first one. Once saved, the attempt is over: the same data sent again later is a new draft, as it always
// was. It names the buyer's data, so it is a personal snapshot, which clearPersonalData removes.
import type { Attempt } from '@greencard/api';
import { loadSnapshot, removeSnapshot, savePersonalSnapshot, stored } from '@greencard/store';

const DRAFT_ATTEMPT_SNAPSHOT = 'contract_draft_attempt';

export interface DraftAttempt extends Attempt {
  /** The order number the attempt's draft was sent with: a retry sends the same request. */
  shopOrderNumber: number;
}

const DraftAttemptShape: stored.Struct<DraftAttempt, unknown> = stored.shape({
  input: stored.string(),
  key: stored.string(),
  shopOrderNumber: stored.finiteNumber,
});

export const loadDraftAttempt = (storage?: Storage): DraftAttempt | undefined =>
  loadSnapshot(DRAFT_ATTEMPT_SNAPSHOT, DraftAttemptShape, storage);

export function saveDraftAttempt(attempt: DraftAttempt, storage?: Storage): void {
  savePersonalSnapshot(DRAFT_ATTEMPT_SNAPSHOT, attempt, storage);
}

export function endDraftAttempt(storage?: Storage): void {
  removeSnapshot(DRAFT_ATTEMPT_SNAPSHOT, storage);
}

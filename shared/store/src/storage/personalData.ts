// DECISIONS 10: personal data in storage is cleared when the contract is concluded or the buyer starts over.
// The calculator snapshot and the result record hold none and stay.
import { STORAGE_KEYS } from '@greencard/domain';
import { removeItem, storedKeys } from './browserStorage';
import { readEntry } from './versionedEntry';
import { JOURNEY_SNAPSHOT } from '../journey/persistJourney';
import { removeSnapshot } from '../snapshots/snapshots';
import { removeContractSummary } from './contractSummary';

/**
 * Removes the journey snapshot, form_contract and every snapshot saved with savePersonalSnapshot. The journey in
 * memory is not touched: dispatch journeyReset to forget it too.
 */
export function clearPersonalData(storage?: Storage): void {
  removeSnapshot(JOURNEY_SNAPSHOT, storage);
  removeContractSummary(storage);
  for (const key of storedKeys(storage)) {
    if (key.startsWith(STORAGE_KEYS.snapshotPrefix) && readEntry(key, storage)?.personal === true) {
      removeItem(key, storage);
    }
  }
}

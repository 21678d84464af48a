// The one place personal data leaves browser storage: when the contract is concluded (the success page calls it)
// and when the buyer starts over (journeyReset, see createShopStore). What stays holds nothing personal: the
// calculator's choice, the small result record the result pages survive a reload with, and the ids other
// systems keep there.
import { STORAGE_KEYS } from '@greencard/domain';
import { removeItem, storedKeys } from '../storage/browserStorage';
import { JOURNEY_SNAPSHOT } from '../journey/persistJourney';
import { readEntry, removeSnapshot } from '../snapshots/snapshots';

/**
 * Removes the journey snapshot (its draft holds the tax number and phone), the contract summary earlier releases
 * kept under form_contract, and every snapshot saved with savePersonalSnapshot (the contract form, the points step's amount and secret). The journey in memory
 * is not touched: dispatch journeyReset to forget it too.
 */
export function clearPersonalData(storage?: Storage): void {
  removeSnapshot(JOURNEY_SNAPSHOT, storage);
  removeItem(STORAGE_KEYS.legacyContractSummary, storage);
  for (const key of storedKeys(storage)) {
    if (key.startsWith(STORAGE_KEYS.snapshotPrefix) && readEntry(key, storage)?.personal === true) {
      removeItem(key, storage);
    }
  }
}

// Keeps the journey across reloads (a reload in the middle of the purchase loses nothing): restored from the
// `journey` snapshot when the store is created, saved whenever it changes (createShopStore's middleware). It holds
// personal data (tax number, phone), so it is saved as a personal snapshot that clearPersonalData removes.
import { loadSnapshot } from '../snapshots/snapshots';
import { define } from '../storage/storedShape';
import { isJourneyState, upgradeJourney, type JourneyState } from './journeyState';

export const JOURNEY_SNAPSHOT = 'journey';

/** A journey of this schema, or one an earlier schema saved, read as this one. */
const Restorable = define<unknown>('Journey', (value) => isJourneyState(upgradeJourney(value)));

export function restoreJourney(storage?: Storage): JourneyState | undefined {
  const saved = loadSnapshot(JOURNEY_SNAPSHOT, Restorable, storage);
  return saved === undefined ? undefined : (upgradeJourney(saved) as JourneyState);
}

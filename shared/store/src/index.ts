/**
 * The step slices injected at run time. Step modules declare theirs by module augmentation of the package root
 * (augmentation does not reach through re-exports, so the interface lives here):
 * `declare module '@greencard/store' { interface LazyLoadedSlices { contract: CreationState } }`
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export {
  createShopStore,
  type InjectableSlice,
  type RootState,
  type ShopDispatch,
  type ShopStore,
} from './store/createShopStore';
export { useShopDispatch, useShopSelector, useShopStore } from './store/hooks';
// Redux Toolkit and react-redux are reached through this package only (a lint rule says so): it is one instance in
// the page, so they are too, and the page ships only the parts named here (docs/shared-packages.md).
export { Provider as StoreProvider } from 'react-redux';
export { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
export {
  productChosen,
  journeyReset,
  draftCreated,
  codeSent,
  contractSigned,
  pointsApplied,
  paymentResult,
} from './journey/journeySlice';
export {
  initialJourneyState,
  type JourneyDraft,
  type JourneyProduct,
  type JourneySelection,
  type JourneyState,
} from './journey/journeyState';
export * from './journey/selectors';
export { hasSavedProgress } from './snapshots/snapshots';
export { JOURNEY_SCHEMA_VERSION, assertJourneyCompatible } from './journey/schemaVersion';
export { JOURNEY_SNAPSHOT } from './journey/persistJourney';
export { loadSnapshot, removeSnapshot, saveSnapshot, savePersonalSnapshot, snapshotKey } from './snapshots/snapshots';
/** The schemas a step checks its own snapshots with (one copy in the page, with the store). */
export * as stored from './storage/storedShape';
export { readStoredIds, storeLoyaltyCustomerId, type StoredIds } from './storage/storedIds';
export { clearPersonalData } from './privacy/personalData';

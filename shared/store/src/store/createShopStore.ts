// The one store of the shop, created by the shell and handed to every step as a single-spa prop. Its root holds
// the journey and whatever step slices are injected when their module mounts (combineSlices lazy slices).
import {
  combineSlices,
  configureStore,
  createAction,
  type CombinedSliceReducer,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
import { defaultStorage } from '../storage/browserStorage';
import { clearPersonalData } from '../privacy/personalData';
import { journeyReset, journeySlice } from '../journey/journeySlice';
import type { StateWithJourney } from '../journey/selectors';
import { JOURNEY_SNAPSHOT, restoreJourney } from '../journey/persistJourney';
import { savePersonalSnapshot } from '../snapshots/snapshots';
// Declared in the package root, because module augmentation of '@greencard/store' only merges there.
import type { LazyLoadedSlices } from '../index';

export type RootState = StateWithJourney & Partial<LazyLoadedSlices>;

// Annotated so the lazy-slice part of the type survives declaration emit.
type RootReducer = CombinedSliceReducer<StateWithJourney, RootState>;

/** Dispatched right after a slice is injected, so the slice's initial state exists at once. */
export const sliceInjected = createAction<string>('store/sliceInjected');

export interface InjectableSlice {
  reducerPath: string;
  reducer: Reducer;
}

export interface ShopStoreOptions {
  /** Where the journey is kept, and personal data cleared from when the buyer starts over; localStorage by default. */
  storage?: Storage;
  /** Restore the journey at creation and save it on change; on by default in a browser. */
  persist?: boolean;
}

/**
 * The journey in storage. With `persist`, it is saved each time it changes (compared by reference, so other slices'
 * updates cost nothing). Starting over (journeyReset, wherever the buyer starts again from) forgets the buyer in
 * storage as concluding the contract does: the clearing runs after the reset is applied, so the journey saved on that
 * change, emptied, goes too.
 */
function keepJourney(storage: Storage | undefined, persist: boolean): Middleware<object, StateWithJourney> {
  return (api) => (next) => (action) => {
    const before = api.getState().journey;
    const result = next(action);
    const { journey } = api.getState();
    if (persist && journey !== before) savePersonalSnapshot(JOURNEY_SNAPSHOT, journey, storage);
    if (journeyReset.match(action)) clearPersonalData(storage);
    return result;
  };
}

function configure(rootReducer: RootReducer, storage: Storage | undefined, persist: boolean) {
  const journey = persist ? restoreJourney(storage) : undefined;
  return configureStore({
    reducer: rootReducer,
    preloadedState: journey ? { journey } : undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(keepJourney(storage, persist)),
  });
}

type BaseStore = ReturnType<typeof configure>;

export type ShopStore = BaseStore & {
  /** Adds a step's slice to this store's root (idempotent for the same reducer). */
  injectSlice(slice: InjectableSlice, options?: { overrideExisting?: boolean }): void;
};

export type ShopDispatch = ShopStore['dispatch'];

export function createShopStore(options: ShopStoreOptions = {}): ShopStore {
  const persist = options.persist ?? typeof window !== 'undefined';
  const storage = options.storage ?? defaultStorage();
  const rootReducer: RootReducer = combineSlices(journeySlice).withLazyLoadedSlices<LazyLoadedSlices>();
  const store = configure(rootReducer, storage, persist);
  return Object.assign(store, {
    injectSlice(slice: InjectableSlice, injectOptions?: { overrideExisting?: boolean }): void {
      rootReducer.inject(slice, injectOptions);
      store.dispatch(sliceInjected(slice.reducerPath));
    },
  });
}

import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createShopStore, sliceInjected } from './createShopStore';
import { useShopDispatch, useShopSelector } from './hooks';
import { contractSigned, productChosen } from '../journey/journeySlice';
import { initialJourneyState } from '../journey/journeyState';
import { fullStorage } from '../testing/failingStorage';

const selection = { autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH', customerCategory: 'NATURAL' } as const;
const chosen = productChosen({ selection, product: { tariff: 3, discountedPayment: 2100 } });

const probeSlice = createSlice({
  name: 'storeTestProbe',
  initialState: { surname: '' },
  reducers: { surnameTyped: (state, action: { payload: string }) => ({ ...state, surname: action.payload }) },
  extraReducers: (builder) => builder.addCase(productChosen, () => ({ surname: '' })),
});

// A name no step uses: augmentations from test files reach the whole type-check.
declare module '../index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the documented augmentation pattern
  interface LazyLoadedSlices extends WithSlice<typeof probeSlice> {}
}

beforeEach(() => localStorage.clear());

describe('createShopStore', () => {
  it('starts with the journey only', () => {
    const store = createShopStore({ persist: false });
    expect(store.getState()).toEqual({ journey: initialJourneyState });
  });

  it('injects a step slice whose initial state exists at once, announced by store/sliceInjected', () => {
    const store = createShopStore({ persist: false });
    const seen: string[] = [];
    store.subscribe(() => seen.push('changed'));
    store.injectSlice(probeSlice);
    expect(store.getState().storeTestProbe).toEqual({ surname: '' });
    expect(sliceInjected('storeTestProbe')).toEqual({ type: 'store/sliceInjected', payload: 'storeTestProbe' });
    expect(seen).toHaveLength(1);
  });

  it('lets an injected slice react to the shared actions (productChosen resets it)', () => {
    const store = createShopStore({ persist: false });
    store.injectSlice(probeSlice);
    store.dispatch(probeSlice.actions.surnameTyped('SHEVCHENKO'));
    expect(store.getState().storeTestProbe?.surname).toBe('SHEVCHENKO');
    store.dispatch(chosen);
    expect(store.getState().storeTestProbe?.surname).toBe('');
  });

  it('keeps each store root separate', () => {
    const first = createShopStore({ persist: false });
    const second = createShopStore({ persist: false });
    first.injectSlice(probeSlice);
    second.dispatch({ type: 'any' });
    expect(second.getState().storeTestProbe).toBeUndefined();
  });

  it('injecting the same slice twice keeps its state', () => {
    const store = createShopStore({ persist: false });
    store.injectSlice(probeSlice);
    store.dispatch(probeSlice.actions.surnameTyped('SHEVCHENKO'));
    store.injectSlice(probeSlice);
    expect(store.getState().storeTestProbe?.surname).toBe('SHEVCHENKO');
  });

  describe('persistence', () => {
    it('is on by default in a browser: the journey survives a new store (a reload)', () => {
      const before = createShopStore();
      before.dispatch(chosen);
      before.dispatch(contractSigned());
      const after = createShopStore();
      expect(after.getState().journey).toEqual(before.getState().journey);
      expect(JSON.parse(localStorage.getItem('state_snapshot_journey') ?? '')).toMatchObject({
        version: '1.0.274',
        personal: true,
        value: { signed: true, selection },
      });
    });

    it('saves nothing and restores nothing when off', () => {
      const before = createShopStore({ persist: false });
      before.dispatch(chosen);
      expect(localStorage.getItem('state_snapshot_journey')).toBeNull();
      createShopStore().dispatch(chosen);
      expect(createShopStore({ persist: false }).getState().journey).toEqual(initialJourneyState);
    });

    it('uses the storage it is given', () => {
      createShopStore({ storage: sessionStorage }).dispatch(chosen);
      expect(localStorage.getItem('state_snapshot_journey')).toBeNull();
      expect(createShopStore({ storage: sessionStorage }).getState().journey.product?.tariff).toBe(3);
      sessionStorage.clear();
    });

    it('ignores a stored journey of another schema version', () => {
      localStorage.setItem(
        'state_snapshot_journey',
        JSON.stringify({ version: '1.0.274', value: { ...initialJourneyState, schemaVersion: 0, signed: true } }),
      );
      expect(createShopStore().getState().journey).toEqual(initialJourneyState);
    });

    it('keeps a journey saved by the previous schema (1) across the release, without the fields no step reads', () => {
      const draft = {
        id: 7,
        number: 'D-7',
        date: '2026-07-01',
        customer: { code: '3012345678', phone: '+380501234567' },
      };
      const saved = {
        ...initialJourneyState,
        schemaVersion: 1,
        draft,
        payedContractId: 'GC-7',
        payed: false,
        signed: true,
        shopOrderNumber: 1234567890,
        emitted: false,
      };
      localStorage.setItem('state_snapshot_journey', JSON.stringify({ version: '1.0.274', value: saved }));
      expect(createShopStore().getState().journey).toEqual({
        ...initialJourneyState,
        draft: { ...draft, number: 'GC-7', customer: { phone: '+380501234567' } },
        signed: true,
      });
    });

    it('saves only when the journey changed', () => {
      const storage = localStorage;
      const store = createShopStore({ storage });
      store.injectSlice(probeSlice);
      const setItem = jest.spyOn(Storage.prototype, 'setItem');
      store.dispatch(probeSlice.actions.surnameTyped('SHEVCHENKO'));
      expect(setItem).not.toHaveBeenCalled();
      store.dispatch(chosen);
      expect(setItem).toHaveBeenCalledTimes(1);
    });

    it('keeps working when storage is full', () => {
      const store = createShopStore({ storage: fullStorage() });
      expect(() => store.dispatch(chosen)).not.toThrow();
      expect(store.getState().journey.product?.tariff).toBe(3);
    });
  });

  it('typed hooks read and dispatch on the provided store', async () => {
    const store = createShopStore({ persist: false });
    function Probe() {
      const tariff = useShopSelector((state) => state.journey.product?.tariff);
      const dispatch = useShopDispatch();
      return (
        <button type="button" onClick={() => dispatch(chosen)}>
          {tariff ?? 'none'}
        </button>
      );
    }
    render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('none');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('3');
  });
});

import type { Phone, StateNumber } from '@greencard/domain';
import {
  codeSent,
  contractSigned,
  draftCreated,
  journeyReset,
  pointsApplied,
  productChosen,
} from '../journey/journeySlice';
import { loadSnapshot, savePersonalSnapshot, saveSnapshot } from '../snapshots/snapshots';
import { createShopStore } from '../store/createShopStore';
import { clearPersonalData } from './personalData';
import { unknown } from '../storage/storedShape';

// What a buyer typed on the way: name, tax number, passport, phone, email, state and body number.
const PERSONAL = [
  'SHEVCHENKO',
  'TARAS',
  '3012345678',
  'FE482913',
  '+380501234567',
  'taras@example.com',
  'AA1234BB',
  'WVWZZZ1JZXW000001',
];

// The payment step's result record (no personal data), as it saves it.
const RESULT_RECORD = { contractId: 5012, number: 'GC-100234', paid: false, savedAt: '2026-07-01T10:30:00.000Z' };

const selection = { autoType: 'B', area: 'EUROPE', period: 'ONE_MONTH', customerCategory: 'NATURAL' } as const;

/** A buyer who got as far as the payment page, with everything the steps keep in storage. */
function buyerOnThePaymentPage() {
  const store = createShopStore();
  store.dispatch(
    productChosen({
      selection: { ...selection, stateNumber: 'AA1234BB' as StateNumber },
      product: { tariff: 3, discountedPayment: 2100 },
    }),
  );
  store.dispatch(
    draftCreated({
      draft: { id: 5012, number: 'GC-100234', date: '2026-07-01', customer: { phone: '+380501234567' as Phone } },
    }),
  );
  store.dispatch(codeSent({ sentAt: '2026-07-01T10:00:00.000Z' }));
  store.dispatch(contractSigned());
  store.dispatch(pointsApplied({ used: 200, amountToPay: 1900 }));
  // What releases before this one kept under form_contract; it is removed like any personal data.
  localStorage.setItem(
    'form_contract',
    JSON.stringify({ version: '1.0.274', value: { insuredName: 'TARAS SHEVCHENKO' }, personal: true }),
  );
  savePersonalSnapshot('contractForm', {
    surname: 'SHEVCHENKO',
    name: 'TARAS',
    inn: '3012345678',
    passportNumber: 'FE482913',
    phone: '+380501234567',
    email: 'taras@example.com',
  });
  savePersonalSnapshot('calculator_number', 'AA1234BB');
  savePersonalSnapshot('points', {
    contractId: 5012,
    pointsToUseInput: '200',
    sendOtp: false,
    paidByPoints: null,
    secretSentAt: null,
  });
  saveSnapshot('calculator', { values: { autoType: 'B', area: 'EUROPE', period: 'ONE_MONTH' }, sort: 'asc' });
  saveSnapshot('result', RESULT_RECORD);
  sessionStorage.setItem('journey_notice', 'notSigned');
  return store;
}

function everythingStored(): string {
  const values: string[] = [];
  for (const storage of [localStorage, sessionStorage]) {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index) ?? '';
      values.push(`${key}=${storage.getItem(key) ?? ''}`);
    }
  }
  return values.join('\n');
}

function storageContents(): Record<string, string | null> {
  return Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('starting over (journeyReset)', () => {
  it('leaves no personal field in localStorage or sessionStorage', () => {
    const store = buyerOnThePaymentPage();
    expect(everythingStored()).toEqual(expect.stringContaining('3012345678'));

    store.dispatch(journeyReset());

    const stored = everythingStored();
    for (const value of PERSONAL) expect(stored).not.toContain(value);
    expect(localStorage.getItem('form_contract')).toBeNull();
    expect(localStorage.getItem('state_snapshot_journey')).toBeNull();
    expect(localStorage.getItem('state_snapshot_contractForm')).toBeNull();
    expect(localStorage.getItem('state_snapshot_points')).toBeNull();
  });

  it('keeps the calculator snapshot and the small result record', () => {
    const store = buyerOnThePaymentPage();
    store.dispatch(journeyReset());
    expect(loadSnapshot('calculator', unknown())).toEqual({
      values: { autoType: 'B', area: 'EUROPE', period: 'ONE_MONTH' },
      sort: 'asc',
    });
    expect(loadSnapshot('result', unknown())).toEqual(RESULT_RECORD);
  });

  it('clears exactly what concluding the contract clears', () => {
    buyerOnThePaymentPage();
    clearPersonalData();
    const concluded = storageContents();

    localStorage.clear();
    const store = buyerOnThePaymentPage();
    store.dispatch(journeyReset());
    expect(storageContents()).toEqual(concluded);
  });

  it('keeps saving the new journey the buyer starts afterwards', () => {
    const store = buyerOnThePaymentPage();
    store.dispatch(journeyReset());
    store.dispatch(productChosen({ selection, product: { tariff: 4, discountedPayment: 900 } }));
    expect(createShopStore().getState().journey.product).toEqual({ tariff: 4, discountedPayment: 900 });
  });

  it('clears the storage the store was given', () => {
    const storage = window.sessionStorage;
    const store = createShopStore({ storage });
    savePersonalSnapshot('contractForm', { surname: 'SHEVCHENKO' }, storage);
    store.dispatch(journeyReset());
    expect(storage.getItem('state_snapshot_contractForm')).toBeNull();
  });

  it('clears nothing on other actions', () => {
    const store = buyerOnThePaymentPage();
    store.dispatch(contractSigned());
    expect(localStorage.getItem('state_snapshot_contractForm')).not.toBeNull();
    expect(localStorage.getItem('form_contract')).not.toBeNull();
  });
});

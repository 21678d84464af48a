import {
  codeSent,
  contractSigned,
  draftCreated,
  journeyReset,
  journeySlice,
  paymentResult,
  pointsApplied,
  productChosen,
} from './journeySlice';
import type { Phone, StateNumber } from '@greencard/domain';
import { initialJourneyState, isJourneyState, upgradeJourney, type JourneyState } from './journeyState';
import { selectDraft, selectJourney } from './selectors';

const reduce = journeySlice.reducer;
const selection = { autoType: 'A', area: 'EUROPE', period: 'FIFTEEN_DAYS', customerCategory: 'NATURAL' } as const;
const product = { tariff: 11, discountedPayment: 1245.5 };
const draft = {
  id: 5012,
  number: 'GC-100234',
  date: '2026-07-01',
  customer: { phone: '+380501234567' as Phone },
};
const stateNumber = 'AA1234AA' as StateNumber;

/** A journey that got as far as it can, to see what each action clears. */
const finished: JourneyState = {
  schemaVersion: 3,
  selection,
  product,
  draft,
  codeSentAt: '2026-07-01T10:00:00.000Z',
  signed: true,
  points: { used: 100, amountToPay: 1145.5 },
  paid: true,
};

describe('journey slice', () => {
  it('holds only what another step reads, plus schemaVersion 3, empty at the start', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      schemaVersion: 3,
      selection: null,
      product: null,
      draft: null,
      codeSentAt: null,
      signed: false,
      points: null,
      paid: false,
    });
  });

  it('productChosen keeps the selection (with the state number shortcut) and the product and clears everything after', () => {
    const next = reduce(
      finished,
      productChosen({
        selection: { ...selection, stateNumber },
        product: { tariff: 12, discountedPayment: 900 },
      }),
    );
    expect(next).toEqual({
      ...initialJourneyState,
      selection: { ...selection, stateNumber },
      product: { tariff: 12, discountedPayment: 900 },
    });
  });

  it('journeyReset forgets everything', () => {
    expect(reduce(finished, journeyReset())).toEqual(initialJourneyState);
  });

  it('draftCreated stores the contract with its number and restarts what belongs to a draft', () => {
    const next = reduce(finished, draftCreated({ draft: { ...draft, id: 6000, number: 'GC-2' } }));
    expect(next).toEqual({
      ...initialJourneyState,
      selection,
      product,
      draft: { ...draft, id: 6000, number: 'GC-2' },
    });
  });

  const started: JourneyState = {
    ...initialJourneyState,
    selection,
    product,
    draft,
  };
  it.each<[string, Parameters<typeof reduce>[1], Partial<JourneyState>]>([
    ['codeSent', codeSent({ sentAt: '2026-07-01T10:00:00.000Z' }), { codeSentAt: '2026-07-01T10:00:00.000Z' }],
    ['contractSigned', contractSigned(), { signed: true }],
    [
      'pointsApplied',
      pointsApplied({ used: 100, amountToPay: 1145.5 }),
      { points: { used: 100, amountToPay: 1145.5 } },
    ],
    ['paymentResult (paid, issued)', paymentResult({ paid: true }), { paid: true }],
    ['paymentResult (declined)', paymentResult({ paid: false }), { paid: false }],
  ])('%s sets only its fields', (_name, action, changed) => {
    expect(reduce(started, action)).toEqual({ ...started, ...changed });
  });

  it('names its actions under journey/', () => {
    expect(productChosen.type).toBe('journey/productChosen');
    expect(journeyReset.type).toBe('journey/journeyReset');
  });

  it('selectors read the journey', () => {
    const state = { journey: finished };
    expect(selectJourney(state)).toBe(finished);
    expect(selectDraft(state)?.number).toBe('GC-100234');
  });
});

describe('isJourneyState', () => {
  it('accepts the initial and a finished journey', () => {
    expect(isJourneyState(initialJourneyState)).toBe(true);
    expect(isJourneyState(finished)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['another schema version', { ...finished, schemaVersion: 4 }],
    ['an unknown period', { ...finished, selection: { ...selection, period: 'TWO_YEARS' } }],
    ['a numeric state number', { ...finished, selection: { ...selection, stateNumber: 1234 } }],
    ['a state number in another spelling', { ...finished, selection: { ...selection, stateNumber: 'aa 1234 aa' } }],
    ['a phone in another spelling', { ...finished, draft: { ...draft, customer: { phone: '067 123 45 67' } } }],
    ['a price that is text', { ...finished, product: { tariff: 11, discountedPayment: '1245.50' } }],
    ['a draft without customer', { ...finished, draft: { ...draft, customer: undefined } }],
    ['a draft date in another format', { ...finished, draft: { ...draft, date: '01.07.2026' } }],
    ['a codeSentAt that is not a time', { ...finished, codeSentAt: 'soon' }],
    ['a paid flag that is text', { ...finished, paid: 'yes' }],
    ['a missing flag', { ...finished, signed: undefined }],
    ['no object at all', 'journey'],
  ])('rejects %s', (_case, value) => {
    expect(isJourneyState(value)).toBe(false);
  });
});

describe('upgradeJourney', () => {
  /**
   * What the builds of schema 2 saved: the contract number beside the draft (whose number was the saved draft's)
   * and the outcome as payed.
   */
  const { paid, ...unchanged } = finished;
  const savedByVersion2 = {
    ...unchanged,
    schemaVersion: 2,
    draft: { ...draft, number: 'D-5012' },
    payedContractId: draft.number,
    payed: paid,
  };
  /** What the build before schema 2 saved: it also kept fields no other step read. */
  const savedByVersion1 = {
    ...savedByVersion2,
    schemaVersion: 1,
    shopOrderNumber: 1234567890,
    draft: { ...draft, number: 'D-5012', customer: { code: '3012345678', phone: draft.customer.phone } },
    paymentMethod: 'easypay',
    emitted: true,
    receiptUrl: '/api/order/ewaShow?contract_id=5012',
    contractDocumentUrl: '/api/order/show?contract_id=5012',
  };

  it('reads a journey saved by schema 1 as this schema, dropping what no step reads (the tax number too)', () => {
    expect(upgradeJourney(savedByVersion1)).toEqual(finished);
    expect(isJourneyState(upgradeJourney(savedByVersion1))).toBe(true);
  });

  it('reads a journey saved by schema 2 as this schema: the draft is known by its contract number', () => {
    expect(upgradeJourney(savedByVersion2)).toEqual(finished);
  });

  it('drops a draft saved without its contract number', () => {
    expect(upgradeJourney({ ...savedByVersion2, payedContractId: null })).toEqual({ ...finished, draft: null });
  });

  it('leaves a current journey and anything else as they are', () => {
    expect(upgradeJourney(finished)).toBe(finished);
    expect(upgradeJourney('journey')).toBe('journey');
    expect(isJourneyState(upgradeJourney({ ...savedByVersion1, signed: 'yes' }))).toBe(false);
  });
});

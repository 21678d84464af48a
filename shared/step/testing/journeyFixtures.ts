// The journey at each hand-over, for tests: plain data with no DOM, so node-side tests (the agreement properties)
// can start from it too. '@greencard/step/testing' re-exports it.
import type { Phone } from '@greencard/domain';
import { initialJourneyState, type JourneyState } from '@greencard/store';

/** What a step hands to the next, as each step's tests start from it: an offer chosen, a contract saved, then signed. */
export const JOURNEY_AT = {
  chosen: {
    selection: { autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH', customerCategory: 'NATURAL' },
    product: { tariff: 7, discountedPayment: 1783 },
  },
  saved: {
    draft: { id: 41, number: 'GC-000041', date: '2026-07-01', customer: { phone: '+380671234567' as Phone } },
  },
} satisfies Record<string, Partial<JourneyState>>;

/** The journey once the buyer has signed: what the points and payment steps open with. */
export const SIGNED_JOURNEY = {
  ...initialJourneyState,
  ...JOURNEY_AT.chosen,
  ...JOURNEY_AT.saved,
  signed: true,
} satisfies JourneyState;

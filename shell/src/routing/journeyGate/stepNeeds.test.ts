import type { JourneyNeed } from '@greencard/i18n';
import { plannedJourney } from '@greencard/step-contract/journey';
import { initialJourneyState, type JourneyState } from '@greencard/store';
import { registryRoutes } from '../../remotes/registry';
import { TEST_REGISTRY } from '../../testing/stepRegistry';
import { refusedPage } from './guardJourneyPages';

const table = registryRoutes(TEST_REGISTRY);
const steps = plannedJourney(TEST_REGISTRY);
/** The notice a buyer with `journey` gets on the first page of a step that declares `needs` (null: none). */
const unmetNeed = (needs: readonly JourneyNeed[], journey: JourneyState) =>
  refusedPage(table, [{ ...steps[1]!, needs }], steps[1]!.path, journey)?.notice ?? null;

const chosen: Partial<JourneyState> = {
  selection: { autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH', customerCategory: 'NATURAL' },
  product: { tariff: 1, discountedPayment: 1000 },
};
const drafted = {
  ...chosen,
  draft: { id: 7, number: 'GC7', date: '2026-07-01', customer: { phone: '+380671234567' } },
} as Partial<JourneyState>;
// A draft enters the journey once moved to REQUEST, with the contract number that answered.
const requested = drafted;
const signed = { ...requested, signed: true };
const journey = (fields: Partial<JourneyState>): JourneyState => ({ ...initialJourneyState, ...fields });

describe('what each step needs from the journey (its step.json, as its own guard checks)', () => {
  it.each([
    ['calculator', {}, null],
    ['contract', {}, 'noProduct'],
    ['contract', { product: chosen.product }, 'noProduct'],
    ['contract', chosen, null],
    ['confirm', chosen, 'noDraft'],
    ['confirm', drafted, null],
    ['points', drafted, 'notSigned'],
    ['points', { ...signed, product: null }, 'notSigned'],
    ['points', { ...signed, draft: null }, 'notSigned'],
    ['points', signed, null],
    ['payment', {}, 'noProduct'],
    ['payment', chosen, 'noDraft'],
    ['payment', requested, 'notSigned'],
    ['payment', signed, null],
  ] as const)('%s with %p: %s', (step, fields, notice) => {
    const path = steps.find((planned) => planned.step === step)!.path;
    expect(refusedPage(table, steps, path, journey(fields))?.notice ?? null).toBe(notice);
  });

  it.each<[JourneyNeed, Partial<JourneyState>, string]>([
    ['product', { selection: chosen.selection }, 'noProduct'],
    ['draft', chosen, 'noDraft'],
    ['contractNumber', chosen, 'noDraft'],
    ['signed', requested, 'notSigned'],
  ])('%s is lacking with %p: %s', (need, fields, notice) => {
    expect(unmetNeed([need], journey(fields))).toBe(notice);
  });

  it('gives the notice of the first need lacking, in the order declared', () => {
    expect(unmetNeed(['signed', 'product'], journey({}))).toBe('notSigned');
    expect(unmetNeed(['product', 'signed'], journey({}))).toBe('noProduct');
    expect(unmetNeed([], journey({}))).toBeNull();
  });
});

import {
  journeyPlan,
  navigateToNextStep,
  nextPlannedStep,
  plannedSteps,
  setJourneyPlan,
  subscribeJourneyPlan,
  type JourneyPlan,
} from './journeyPlan';
import type { PlannedStep } from '@greencard/step-contract/journey';

const label = { uk: 'Крок', en: 'Step' };
const planned = (step: string, path: string, fields: Partial<PlannedStep> = {}): PlannedStep => ({
  step,
  label,
  path,
  needs: [],
  ...fields,
});
const steps = [
  planned('calculator', '/'),
  planned('confirm', '/confirm'),
  planned('points', '/points', { when: 'loyaltyCustomer' }),
  planned('review', '/review'),
  planned('payment', '/payment'),
];
const plan = (loyaltyCustomer: boolean): JourneyPlan => ({
  steps,
  holds: (condition) => condition === 'loyaltyCustomer' && loyaltyCustomer,
});

describe("the page's journey plan", () => {
  afterEach(() => {
    setJourneyPlan({ steps: [], holds: () => false });
    window.history.replaceState(null, '', '/');
  });

  it('goes on to the next step in order whose condition holds', () => {
    expect(nextPlannedStep(plan(true), 'confirm')?.step).toBe('points');
    expect(nextPlannedStep(plan(false), 'confirm')?.step).toBe('review');
    expect(nextPlannedStep(plan(false), 'points')?.step).toBe('review');
    expect(nextPlannedStep(plan(false), 'review')?.step).toBe('payment');
  });

  it('has no step after the last, nor after a step not in it', () => {
    expect(nextPlannedStep(plan(true), 'payment')).toBeUndefined();
    expect(nextPlannedStep(plan(true), 'summary')).toBeUndefined();
  });

  it('lists the steps this buyer goes through', () => {
    expect(plannedSteps(plan(false)).map((step) => step.step)).toEqual(['calculator', 'confirm', 'review', 'payment']);
    expect(plannedSteps(plan(true)).map((step) => step.step)).toEqual([
      'calculator',
      'confirm',
      'points',
      'review',
      'payment',
    ]);
  });

  it("navigates to the next step's first page in the page's language, by the plan the shell set", () => {
    let told = 0;
    const stop = subscribeJourneyPlan(() => (told += 1));
    setJourneyPlan(plan(false));
    stop();
    expect(told).toBe(1);
    expect(journeyPlan().steps).toBe(steps);
    expect(navigateToNextStep('confirm', 'en')).toBe(true);
    expect(window.location.pathname).toBe('/en/review');
    const length = window.history.length;
    expect(navigateToNextStep('review', 'uk', { replace: true })).toBe(true);
    expect(window.location.pathname).toBe('/payment');
    expect(window.history.length).toBe(length);
  });

  it('stays where it is when there is no next step or no plan', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/en/confirm');
    expect(navigateToNextStep('confirm', 'en')).toBe(false);
    setJourneyPlan(plan(false));
    expect(navigateToNextStep('payment', 'en')).toBe(false);
    expect(window.location.pathname).toBe('/en/confirm');
    expect(warn).toHaveBeenCalledWith('No step follows "payment" in this page\'s journey');
    warn.mockRestore();
  });
});

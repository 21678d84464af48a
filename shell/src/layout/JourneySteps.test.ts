import { type JourneyPlan, type StepRoute } from '@greencard/i18n';
import { plannedJourney } from '@greencard/step-contract/journey';
import { registryRoutes } from '../remotes/registry';
import { buildRouteTable } from '../routing/routeTable';
import { TEST_REGISTRY } from '../testing/stepRegistry';
import { indicatorSteps } from './JourneySteps';

const plan = (loyaltyCustomer: boolean): JourneyPlan => ({
  steps: plannedJourney(TEST_REGISTRY),
  holds: () => loyaltyCustomer,
});
const page = (path: string, step?: string): StepRoute => ({
  page: path.slice(1),
  path,
  layout: 'default',
  ...(step ? { step } : {}),
  title: { uk: 'Сторінка', en: 'Page' },
});

describe('the journey indicator', () => {
  const table = registryRoutes(TEST_REGISTRY);

  it("shows the journey's steps in order, the points step only for a loyalty customer, not the calculator (rules §1, §2, §4)", () => {
    expect(indicatorSteps(plan(true), table).map((step) => step.step)).toEqual([
      'contract',
      'confirm',
      'points',
      'payment',
    ]);
    expect(indicatorSteps(plan(false), table).map((step) => step.step)).toEqual(['contract', 'confirm', 'payment']);
  });

  it('gives each step the label its step.json declares', () => {
    expect(indicatorSteps(plan(false), table)[1]?.label).toEqual({ uk: 'Підтвердження', en: 'Confirmation' });
  });

  it('leaves out a step without a page of its own', () => {
    const someSteps = buildRouteTable({ points: [page('/points')], contract: [page('/contract', 'contract')] });
    expect(indicatorSteps(plan(true), someSteps).map((step) => step.step)).toEqual(['contract']);
  });
});

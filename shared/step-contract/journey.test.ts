import type { StepJourney } from './index';
import { journeyOrder, plannedJourney } from './journey';

const label = { uk: 'Крок', en: 'Step' };
const step = (fields: Partial<StepJourney> = {}): StepJourney => ({ label, needs: [], ...fields });

const fiveSteps = {
  payment: step({ follows: 'points' }),
  calculator: step(),
  points: step({ follows: 'confirm', when: 'loyaltyCustomer' }),
  contract: step({ follows: 'calculator' }),
  confirm: step({ follows: 'contract' }),
};

describe("the journey's order", () => {
  it('follows each step after the one it follows, whatever order the registry lists them in', () => {
    expect(journeyOrder(fiveSteps)).toEqual(['calculator', 'contract', 'confirm', 'points', 'payment']);
  });

  it('puts a new step where "follows" and "precedes" say, between two that follow each other', () => {
    expect(journeyOrder({ ...fiveSteps, review: step({ follows: 'points', precedes: 'payment' }) })).toEqual([
      'calculator',
      'contract',
      'confirm',
      'points',
      'review',
      'payment',
    ]);
  });

  it('is one step long for a registry of one step', () => {
    expect(journeyOrder({ calculator: step() })).toEqual(['calculator']);
  });

  it.each<[string, Record<string, StepJourney>, RegExp]>([
    ['no step', {}, /has no step/],
    ['no first step', { a: step({ follows: 'b' }), b: step({ follows: 'a' }) }, /no step is the first/],
    ['two first steps', { ...fiveSteps, review: step() }, /"calculator", "review" are each a first step/],
    [
      'a step following a step not in the registry',
      { ...fiveSteps, review: step({ follows: 'summary' }) },
      /"review" follows "summary", which is not a step of the registry/,
    ],
    [
      'a step preceding a step not in the registry',
      { ...fiveSteps, review: step({ follows: 'points', precedes: 'pay' }) },
      /"review" precedes "pay", which is not/,
    ],
    [
      'two orders',
      { ...fiveSteps, review: step({ follows: 'points' }) },
      /the order of "payment", "review" is not decided/,
    ],
    [
      'a cycle',
      { ...fiveSteps, review: step({ follows: 'payment', precedes: 'points' }) },
      /"payment", "points", "review" come each before another \(a cycle\)/,
    ],
  ])('is refused for %s', (_case, journeys, message) => {
    expect(() => journeyOrder(journeys)).toThrow(message);
  });
});

describe('the journey the steps declare', () => {
  const routes = (path: string) => [
    { page: 'first', path, layout: 'default' as const, title: label },
    { page: 'second', path: `${path}/2`, layout: 'default' as const, title: label },
  ];
  it('is their one order, each step with its first page, its condition and its needs', () => {
    expect(
      plannedJourney({
        payment: { routes: routes('/payment'), journey: { label, follows: 'calculator', needs: ['signed'] } },
        calculator: { routes: routes('/calc'), journey: { label, needs: [] } },
        points: {
          routes: routes('/points'),
          journey: { label, follows: 'calculator', precedes: 'payment', when: 'loyaltyCustomer', needs: [] },
        },
      }),
    ).toEqual([
      { step: 'calculator', label, path: '/calc', needs: [] },
      { step: 'points', label, path: '/points', when: 'loyaltyCustomer', needs: [] },
      { step: 'payment', label, path: '/payment', needs: ['signed'] },
    ]);
  });
});

import { parseStepJourney } from './stepJourney';

const points = {
  label: { uk: 'Бали', en: 'Points' },
  follows: 'confirm',
  when: 'loyaltyCustomer',
  needs: ['signed'],
};

describe("a step's journey (step.json)", () => {
  it('keeps what it declares', () => {
    expect(parseStepJourney(points, 'points')).toEqual(points);
    expect(parseStepJourney({ ...points, precedes: 'payment' }, 'review')).toEqual({ ...points, precedes: 'payment' });
  });

  it('leaves out what the step leaves out', () => {
    expect(parseStepJourney({ label: points.label, needs: [] }, 'calculator')).toEqual({ label: points.label, needs: [] });
  });

  it.each<[string, unknown, RegExp]>([
    ['not an object', [points], /^points journey: must be/],
    ['an unknown key', { ...points, after: 'confirm' }, /^points journey: unknown "after"; a journey has "label", "follows"/],
    ['a label in one language', { ...points, label: { uk: 'Бали' } }, /^points journey: "label" must be/],
    ['an empty label', { ...points, label: { uk: 'Бали', en: '' } }, /"label" must be/],
    ['a label in a third language', { ...points, label: { uk: 'a', en: 'b', de: 'c' } }, /"label" must be/],
    ['a follows that is no step name', { ...points, follows: 'Confirm step' }, /^points journey: "follows" must name a step/],
    ['a precedes that is not a string', { ...points, precedes: 3 }, /"precedes" must name a step/],
    ['a step following itself', { ...points, follows: 'points' }, /"follows" names the step itself/],
    ['an unknown condition', { ...points, when: 'returningBuyer' }, /^points journey: "when" must be one of "loyaltyCustomer"/],
    ['needs left out', { ...points, needs: undefined }, /"needs" must be a list/],
    ['an unknown need', { ...points, needs: ['signed', 'paid'] }, /^points journey: "needs" has "paid"; it may hold "product", "draft"/],
    ['a need twice', { ...points, needs: ['signed', 'signed'] }, /names a need twice/],
  ])('refuses %s, naming the step', (_case, value, message) => {
    expect(() => parseStepJourney(value, 'points')).toThrow(message);
  });

  it("accepts every step.json of this repository's steps", () => {
    for (const step of ['calculator', 'contract', 'confirm', 'points', 'payment']) {
      const declared = require(`../../../../mf-${step}/step.json`) as { journey: unknown };
      expect(parseStepJourney(declared.journey, step)).toEqual(declared.journey);
    }
  });
});

import { nextStep } from './nextStep';

describe('the next step of the journey', () => {
  it.each([
    ['calculator', false, 'contract'],
    ['contract', false, 'confirm'],
    ['confirm', false, 'payment'],
    ['confirm', true, 'points'],
    ['points', true, 'payment'],
    ['payment', true, null],
  ] as const)('after %s (loyalty customer: %s) is %s', (step, loyaltyCustomer, next) => {
    expect(nextStep(step, { loyaltyCustomer })).toBe(next);
  });
});

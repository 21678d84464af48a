import { confirmationOutcome } from './confirmationOutcome';

describe('the outcome of a confirmed payment', () => {
  it.each([
    ['PAID', { kind: 'settled', paid: true }],
    ['DECLINED', { kind: 'settled', paid: false }],
    ['PENDING', { kind: 'pending' }],
  ] as const)('%s -> %p', (status, outcome) => {
    expect(confirmationOutcome(status)).toEqual(outcome);
  });
});

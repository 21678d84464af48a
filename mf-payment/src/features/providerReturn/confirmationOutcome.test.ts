import { confirmationOutcome } from './confirmationOutcome';

describe('the outcome of a confirmed payment', () => {
  it.each([
    ['PAID', { kind: 'settled', payed: true }],
    ['DECLINED', { kind: 'settled', payed: false }],
    ['PENDING', { kind: 'pending' }],
  ] as const)('%s -> %p', (status, outcome) => {
    expect(confirmationOutcome(status)).toEqual(outcome);
  });
});

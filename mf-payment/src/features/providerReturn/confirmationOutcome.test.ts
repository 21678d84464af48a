import { confirmationOutcome } from './confirmationOutcome';

describe('the outcome of a confirmed payment', () => {
  it.each([
    ['PAID', { kind: 'settled', payed: true, emitted: true }],
    ['DECLINED', { kind: 'settled', payed: false, emitted: false }],
    ['PENDING', { kind: 'pending' }],
  ] as const)('%s -> %p', (status, outcome) => {
    expect(confirmationOutcome(status)).toEqual(outcome);
  });
});

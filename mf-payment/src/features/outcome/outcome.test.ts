import { en } from '../../i18n/en';
import { loanText, OUTCOME_STATUS, pendingText, resultExplanation, resultTitle, settledOutcome } from './outcome';

describe('settledOutcome', () => {
  it.each([
    [true, 'easypay', 'cardPaid'],
    [false, 'portmone', 'cardDeclined'],
    [true, 'instalments', 'bankApproved'],
    [false, 'instalments', 'bankDeclined'],
    [true, undefined, 'cardPaid'],
    [false, undefined, 'cardDeclined'],
  ] as const)('paid %s with %s is %s', (paid, method, outcome) => {
    expect(settledOutcome(paid, method)).toBe(outcome);
  });
});

describe('the words of each outcome', () => {
  it('calls a loan the bank’s, paid in monthly parts, and never an online payment', () => {
    expect(resultExplanation('bankApproved', 12)).toEqual([
      { key: 'outcome.bankApproved' },
      { key: 'outcome.loanMonths', values: { months: 12 } },
    ]);
    expect(en.outcome.loanMonths).toMatch(/from the bank.*\{\{months\}\} monthly payments/);
    expect(OUTCOME_STATUS.bankApproved).toBe('status.paidByBank');
    expect(en.status.paidByBank).not.toMatch(/online/i);
  });

  it('says how the loan is repaid without a term when none was stored', () => {
    expect(loanText(undefined)).toEqual({ key: 'outcome.loan' });
    expect(resultExplanation('bankApproved', undefined)[1]).toEqual({ key: 'outcome.loan' });
  });

  it('sends a buyer the bank declined to a card, and says a card payment failed in its own words', () => {
    expect(resultExplanation('bankDeclined', 6)).toEqual([{ key: 'outcome.bankDeclined' }]);
    expect(resultExplanation('cardDeclined', undefined)).toEqual([{ key: 'outcome.cardDeclined' }]);
    expect(resultExplanation('cardPaid', undefined)).toEqual([{ key: 'outcome.cardPaid' }]);
  });

  it('gives every outcome a status and a title', () => {
    expect(OUTCOME_STATUS).toEqual({
      cardPaid: 'status.paid',
      cardDeclined: 'status.notPaid',
      bankApproved: 'status.paidByBank',
      bankDeclined: 'status.notPaid',
    });
    expect(resultTitle('cardPaid')).toBe('payment:outcome.paidTitle');
    expect(resultTitle('bankApproved')).toBe('payment:outcome.paidTitle');
    expect(resultTitle('cardDeclined')).toBe('payment:outcome.notPaidTitle');
    expect(resultTitle('bankDeclined')).toBe('payment:outcome.notPaidTitle');
  });
});

describe('pendingText', () => {
  it('says the bank is reviewing instalments, and only awaits confirmation of a card', () => {
    expect(pendingText('instalments')).toEqual({ status: 'status.waitingBank', text: 'confirming.pending' });
    expect(pendingText('easypay')).toEqual({ status: 'status.waitingCard', text: 'confirming.pendingCard' });
    expect(pendingText('portmone')).toEqual({ status: 'status.waitingCard', text: 'confirming.pendingCard' });
  });
});

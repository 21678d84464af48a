import { endPaymentAttempt, PAYMENT_ATTEMPT_SNAPSHOT, paymentAttemptKey } from './paymentAttempt';

const REQUEST = { contractId: 41, amount: 1869, successUrl: 'http://shop.test/ok', failUrl: 'http://shop.test/fail' };

describe('the attempt at opening a payment', () => {
  let keys: number;
  const newKey = () => `key-${++keys}`;
  beforeEach(() => {
    keys = 0;
    localStorage.clear();
  });

  it('keeps its key for the same payment, also after a reload (the key is in the browser storage)', () => {
    expect(paymentAttemptKey('easypay', REQUEST, localStorage, newKey)).toBe('key-1');
    expect(paymentAttemptKey('easypay', REQUEST, localStorage, newKey)).toBe('key-1');
    expect(localStorage.getItem(`state_snapshot_${PAYMENT_ATTEMPT_SNAPSHOT}`)).toContain('key-1');
  });

  it('ends once the insurer opened the payment: paying again after a declined card is a new attempt', () => {
    expect(paymentAttemptKey('easypay', REQUEST, localStorage, newKey)).toBe('key-1');
    endPaymentAttempt(localStorage);
    expect(paymentAttemptKey('easypay', REQUEST, localStorage, newKey)).toBe('key-2');
  });

  it('takes a new key when the buyer asks for another payment: provider, amount, term or contract', () => {
    const keysFor = [
      paymentAttemptKey('easypay', REQUEST, localStorage, newKey),
      paymentAttemptKey('portmone', REQUEST, localStorage, newKey),
      paymentAttemptKey('portmone', { ...REQUEST, amount: 1500 }, localStorage, newKey),
      paymentAttemptKey('instalments', { ...REQUEST, months: 6 }, localStorage, newKey),
      paymentAttemptKey('instalments', { ...REQUEST, months: 12 }, localStorage, newKey),
      paymentAttemptKey('instalments', { ...REQUEST, contractId: 42, months: 12 }, localStorage, newKey),
    ];
    expect(new Set(keysFor).size).toBe(6);
  });
});

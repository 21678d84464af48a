import { marksFor, repeatsLabel } from './paymentMarks';

describe('marksFor', () => {
  it('shows a card provider’s name with the card brands it takes', () => {
    expect(marksFor('easypay')).toEqual(['easypay', 'visa', 'mastercard']);
    expect(marksFor('portmone')).toEqual(['portmone', 'visa', 'mastercard']);
  });

  it('shows the bank for instalments, and no card brand', () => {
    expect(marksFor('instalments')).toEqual(['bank']);
  });
});

describe('repeatsLabel', () => {
  it('is true for the names the option’s label already says, false for the card brands', () => {
    expect(['easypay', 'portmone', 'bank'].every((mark) => repeatsLabel(mark as 'easypay'))).toBe(true);
    expect(repeatsLabel('visa')).toBe(false);
    expect(repeatsLabel('mastercard')).toBe(false);
  });
});

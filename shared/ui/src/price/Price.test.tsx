import { render, screen } from '@testing-library/react';
import { Price } from './Price';

describe('Price', () => {
  it.each([
    [12446, '12 446.00 UAH', '12446.00'],
    [1245.5, '1 245.50 UAH', '1245.50'],
    [0, '0.00 UAH', '0.00'],
  ])('%s is shown as %s', (amount, text, value) => {
    const { unmount } = render(<Price amount={amount} />);
    expect(screen.getByText(text)).toHaveValue(value);
    unmount();
  });
});

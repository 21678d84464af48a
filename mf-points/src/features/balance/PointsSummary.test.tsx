import { formatPrice } from '@greencard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@greencard/api';
import { renderPoints } from '../../testing/renderPoints';

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});

/** The figures as the buyer reads them: label -> amount. */
function figures(label = 'Loyalty programme points'): Record<string, string> {
  const summary = screen.getByRole('region', { name: label });
  const rows = within(summary).getAllByRole('term');
  // Each label has one amount, in the same order.
  const amounts = within(summary).getAllByRole('definition');
  expect(amounts).toHaveLength(rows.length);
  // The no-break spaces inside an amount read as spaces.
  const read = (node: Element | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ');
  return Object.fromEntries(rows.map((term, row) => [read(term), read(amounts[row])]));
}

describe('the points figures (rules §3)', () => {
  it('shows the balance, what may be redeemed, the withdrawal and the additional payment', async () => {
    renderPoints({ api: { loyaltyBalance: async () => ({ balance: 5000, redeemable: 534.9 }) } });
    await screen.findByText('Available balance');
    expect(figures()).toEqual({
      'Policy price': '1 783.00 UAH',
      'Available balance': '5 000.00 UAH',
      'May be redeemed': '534.90 UAH',
      'Amount to withdraw': '0.00 UAH',
      'Additional payment': '1 783.00 UAH',
    });
  });

  it('never offers more than 30% of the premium, whatever the server says', async () => {
    renderPoints({ api: { loyaltyBalance: async () => ({ balance: 5000, redeemable: 1783 }) } });
    await screen.findByText('Available balance');
    expect(figures()['May be redeemed']).toBe('534.90 UAH');
    expect(screen.getByLabelText('Amount to withdraw, UAH')).toHaveAccessibleDescription(
      expect.stringContaining(`From 0 to ${formatPrice(534.9)}`),
    );
  });

  it('offers what the server allows when that is less', async () => {
    renderPoints({ api: { loyaltyBalance: async () => ({ balance: 120.5, redeemable: 120.5 }) } });
    await screen.findByText('Available balance');
    expect(figures()).toMatchObject({ 'Available balance': '120.50 UAH', 'May be redeemed': '120.50 UAH' });
  });

  it('updates the withdrawal and the additional payment as the buyer types', async () => {
    const { user } = renderPoints({ api: { loyaltyBalance: async () => ({ balance: 5000, redeemable: 534.9 }) } });
    await user.type(await screen.findByLabelText('Amount to withdraw, UAH'), '200,5');
    expect(figures()).toMatchObject({ 'Amount to withdraw': '200.50 UAH', 'Additional payment': '1 582.50 UAH' });
    await user.type(screen.getByLabelText('Amount to withdraw, UAH'), '00');
    // 200,500 has too many decimals: nothing is taken off until the entry is valid.
    expect(figures()).toMatchObject({ 'Amount to withdraw': '0.00 UAH', 'Additional payment': '1 783.00 UAH' });
  });

  it('speaks Ukrainian on /points', async () => {
    renderPoints({ locale: 'uk', api: { loyaltyBalance: async () => ({ balance: 300, redeemable: 300 }) } });
    await screen.findByText('Доступний баланс');
    expect(figures('Бали програми лояльності')).toEqual({
      'Вартість полісу': '1 783.00 UAH',
      'Доступний баланс': '300.00 UAH',
      'Можна списати': '300.00 UAH',
      'Сума до списання': '0.00 UAH',
      Доплата: '1 783.00 UAH',
    });
  });

  it("says so truly when the shop no longer holds the loyalty customer's proof, never 'another browser' (rules D32)", async () => {
    const notProved = () => Promise.reject(new ApiError('loyaltyNotProved', { status: 403 }));
    const { user, store } = renderPoints({ api: { loyaltyBalance: notProved, loyaltyRelease: notProved } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("open the shop again from your loyalty programme's link; or pay the full price");
    expect(alert).not.toHaveTextContent(/another browser/);
    await user.click(screen.getByRole('button', { name: 'Skip and pay the full price' }));
    await waitFor(() => expect(store.getState().journey.points).toEqual({ used: 0, amountToPay: 1783 }));
  });

  it('says when the balance cannot be read and tries again on request', async () => {
    const loyaltyBalance = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('serverError', { status: 502 }))
      .mockResolvedValueOnce({ balance: 300, redeemable: 300 });
    const { user } = renderPoints({ api: { loyaltyBalance } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.queryByLabelText('Amount to withdraw, UAH')).not.toBeInTheDocument();
    // The buyer can always go on without points.
    expect(screen.getByRole('button', { name: 'Skip and pay the full price' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Amount to withdraw, UAH')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(loyaltyBalance).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['en', 'Too many attempts, try again later'],
    ['uk', 'Забагато спроб, спробуйте пізніше'],
  ] as const)('says too many attempts when the balance is refused with 429 (%s)', async (locale, message) => {
    const loyaltyBalance = jest.fn().mockRejectedValue(new ApiError('tooManyAttempts', { status: 429 }));
    renderPoints({ locale, api: { loyaltyBalance } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

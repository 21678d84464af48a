import { screen, waitFor } from '@testing-library/react';
import { selectPoints } from '@greencard/store';
import { AMOUNT_LABEL, enter, openPoints, pointsApi, PREMIUM, withdraw } from '../../testing/renderPoints';

const amountField = () => screen.getByLabelText(AMOUNT_LABEL.en);

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the amount to withdraw (spec 5)', () => {
  it.each([
    ['', 'Enter an amount'],
    ['abc', 'Enter an amount'],
    ['-5', 'Enter an amount'],
    ['534.91', 'The amount is more than the points can pay'],
    ['600', 'The amount is more than the points can pay'],
    ['10.555', 'At most two decimals (.00)'],
  ])('%p says %p and sends nothing', async (amount, message) => {
    const { user, api } = await openPoints();
    await withdraw(user, amount);
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(amountField()).toHaveFocus();
    expect(api.loyaltySendSecret).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/en/points');
  });

  it('says so in Ukrainian on /points', async () => {
    const { user } = await openPoints(pointsApi(), { locale: 'uk' });
    await withdraw(user, '', 'uk');
    expect(screen.getByLabelText(AMOUNT_LABEL.uk)).toHaveAccessibleDescription(expect.stringContaining('Введіть суму'));
  });

  it('shows a rule once the buyer leaves the field, not while typing', async () => {
    const { user } = await openPoints();
    await enter(user, amountField(), '900');
    expect(amountField()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining('The amount is more than the points can pay'));
  });

  it.each([
    ['534.9', 534.9],
    ['534.90', 534.9],
    ['0.01', 0.01],
    ['12,5', 12.5],
  ])('accepts %p', async (amount, points) => {
    const { user, api } = await openPoints();
    await withdraw(user, amount);
    await waitFor(() => expect(api.loyaltySendSecret).toHaveBeenCalledTimes(1));
    expect(api.loyaltySendSecret.mock.calls[0]?.[0].paidByPoints).toBe(points);
  });

  it('is disabled while the secret is being sent', async () => {
    let answer: (value: { resendAfterSeconds: number }) => void = () => undefined;
    const loyaltySendSecret = jest.fn(() => new Promise((resolve) => (answer = resolve)));
    const { user } = await openPoints(pointsApi({ loyaltySendSecret }));
    await withdraw(user, '100');
    expect(amountField()).toBeDisabled();
    expect(screen.getByRole('button', { name: /Continue/ })).toHaveAttribute('aria-busy', 'true');
    answer({ resendAfterSeconds: 60 });
    expect(await screen.findByLabelText('One-time password')).toBeInTheDocument();
  });
});

describe('no points', () => {
  it.each([
    ['en', '0', '/en/payment'],
    ['uk', '0.00', '/payment'],
  ] as const)('go straight to payment with the full price (%s)', async (locale, amount, path) => {
    const { user, api, store } = await openPoints(pointsApi(), { locale });
    await withdraw(user, amount, locale);
    await waitFor(() => expect(window.location.pathname).toBe(path));
    expect(selectPoints(store.getState())).toEqual({ used: 0, amountToPay: PREMIUM });
    expect(api.loyaltySendSecret).not.toHaveBeenCalled();
  });

  it('skipping pays the full price, even with an amount typed', async () => {
    const { user, api, store } = await openPoints();
    await enter(user, amountField(), '100');
    await user.click(screen.getByRole('button', { name: 'Skip and pay the full price' }));
    expect(window.location.pathname).toBe('/en/payment');
    expect(selectPoints(store.getState())).toEqual({ used: 0, amountToPay: PREMIUM });
    expect(api.loyaltySendSecret).not.toHaveBeenCalled();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@greencard/api';
import {
  AMOUNT_LABEL,
  CONTRACT_ID,
  CUSTOMER_ID,
  enter,
  openPoints,
  pointsApi,
  PREMIUM,
  withdraw,
} from '../../testing/renderPoints';

const amountField = () => screen.getByLabelText(AMOUNT_LABEL.en);

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the amount to withdraw (rules §5)', () => {
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
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('The amount is more than the points can pay'),
    );
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
    expect((api.loyaltySendSecret.mock.calls[0] as [{ paidByPoints: number }] | undefined)?.[0].paidByPoints).toBe(
      points,
    );
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
  const released = { customerId: CUSTOMER_ID, contractId: CONTRACT_ID };

  it.each([
    ['en', '0', '/en/payment'],
    ['uk', '0.00', '/payment'],
  ] as const)(
    'release any reserved points, then go to payment with the full price (%s)',
    async (locale, amount, path) => {
      const { user, api, store } = await openPoints(pointsApi(), { locale });
      await withdraw(user, amount, locale);
      await waitFor(() => expect(window.location.pathname).toBe(path));
      expect(api.loyaltyRelease).toHaveBeenCalledWith(released);
      expect(store.getState().journey.points).toEqual({ used: 0, amountToPay: PREMIUM });
      expect(api.loyaltySendSecret).not.toHaveBeenCalled();
    },
  );

  it('skipping releases any reserved points and pays the full price, even with an amount typed', async () => {
    const { user, api, store } = await openPoints();
    await enter(user, amountField(), '100');
    await user.click(screen.getByRole('button', { name: 'Skip and pay the full price' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en/payment'));
    expect(api.loyaltyRelease).toHaveBeenCalledWith(released);
    expect(store.getState().journey.points).toEqual({ used: 0, amountToPay: PREMIUM });
    expect(api.loyaltySendSecret).not.toHaveBeenCalled();
  });

  it('takes what is due from the insurer’s answer to the release', async () => {
    const loyaltyRelease = jest.fn(async () => ({ reserved: 0, amountToPay: 1790 }));
    const { user, store } = await openPoints(pointsApi({ loyaltyRelease }));
    await withdraw(user, '0');
    await waitFor(() => expect(store.getState().journey.points).toEqual({ used: 0, amountToPay: 1790 }));
  });

  it.each([
    ['any failure', new ApiError('serverError', { status: 502 }), 'Something went wrong. Please try again.'],
    ['too many requests (429)', new ApiError('tooManyAttempts', { status: 429 }), 'Too many attempts, try again later'],
  ])('that cannot be released (%s) stay on the page, say so and keep the amount', async (_name, error, message) => {
    const loyaltyRelease = jest
      .fn()
      .mockRejectedValueOnce(error)
      .mockResolvedValueOnce({ reserved: 0, amountToPay: PREMIUM });
    const { user, store } = await openPoints(pointsApi({ loyaltyRelease }));
    await withdraw(user, '0.00');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(window.location.pathname).toBe('/en/points');
    expect(amountField()).toHaveValue('0.00');
    expect(store.getState().journey.points).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en/payment'));
  });

  it('an unknown loyalty customer (404) has nothing reserved: the buyer goes on with the full price', async () => {
    const loyaltyRelease = jest.fn().mockRejectedValue(new ApiError('pointsDefault', { status: 404 }));
    const { user, store } = await openPoints(pointsApi({ loyaltyRelease }));
    await user.click(screen.getByRole('button', { name: 'Skip and pay the full price' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en/payment'));
    expect(store.getState().journey.points).toEqual({ used: 0, amountToPay: PREMIUM });
  });

  it('a browser the shop does not count as that loyalty customer has nothing reserved through it: full price', async () => {
    const loyaltyRelease = jest.fn().mockRejectedValue(new ApiError('sessionMismatch', { status: 403 }));
    const { user, store } = await openPoints(pointsApi({ loyaltyRelease }));
    await user.click(screen.getByRole('button', { name: 'Skip and pay the full price' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en/payment'));
    expect(store.getState().journey.points).toEqual({ used: 0, amountToPay: PREMIUM });
  });

  it('a skip that cannot release stays on the page, says so in Ukrainian and keeps the amount', async () => {
    const loyaltyRelease = jest.fn().mockRejectedValue(new ApiError('tooManyAttempts', { status: 429 }));
    const { user, store } = await openPoints(pointsApi({ loyaltyRelease }), { locale: 'uk' });
    await enter(user, screen.getByLabelText(AMOUNT_LABEL.uk), '120');
    await user.click(screen.getByRole('button', { name: 'Пропустити й сплатити повну вартість' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Забагато спроб, спробуйте пізніше');
    expect(window.location.pathname).toBe('/points');
    expect(screen.getByLabelText(AMOUNT_LABEL.uk)).toHaveValue('120');
    expect(screen.getByRole('button', { name: 'Пропустити й сплатити повну вартість' })).toBeEnabled();
    expect(store.getState().journey.points).toBeNull();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@greencard/api';
import { SIGNED_JOURNEY } from '@greencard/step/testing';
import {
  CONTRACT_ID,
  CUSTOMER_ID,
  enter,
  insurerClock,
  openPoints,
  pointsApi,
  renderPoints,
  withdraw,
} from '../../testing/renderPoints';
import { loadPointsSnapshot } from './pointsSnapshot';

const secretField = () => screen.getByLabelText('One-time password');

/** Opens the page without waiting for anything. */
const renderPointsWaiting = (api: ReturnType<typeof pointsApi>) => renderPoints({ api });

/** Opens the page again (a reload) where a secret is pending, and waits for its entry. */
async function openPointsAgain(api: ReturnType<typeof pointsApi>) {
  renderPoints({ api });
  await screen.findByLabelText('One-time password');
}
const button = (name: string) => screen.getByRole('button', { name });
const order = (paidByPoints: number) => ({ customerId: CUSTOMER_ID, contractId: CONTRACT_ID, paidByPoints });

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the one-time secret', () => {
  it('is sent for the amount and asked for, with its countdown', async () => {
    const { user, api } = await openPoints();
    await withdraw(user, '200');
    expect(await screen.findByRole('group', { name: 'Confirm the withdrawal' })).toBeInTheDocument();
    expect(api.loyaltySendSecret).toHaveBeenCalledWith(order(200));
    expect(screen.getByText(/one-time password for withdrawing 200\.00 UAH/)).toBeInTheDocument();
    expect(secretField()).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveTextContent('You can resend it in 01:00');
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });

  it('counts down as mm:ss and offers a resend at zero, which sends a new one', async () => {
    const { user, api } = await openPoints();
    await withdraw(user, '200');
    await screen.findByRole('timer');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:59');
    act(() => jest.advanceTimersByTime(49_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:10');
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    await enter(user, secretField(), '111');
    await user.click(button('Resend'));
    expect(await screen.findByRole('timer')).toHaveTextContent('01:00');
    expect(api.loyaltySendSecret).toHaveBeenCalledTimes(2);
    expect(api.loyaltySendSecret).toHaveBeenLastCalledWith(order(200));
    // The new secret replaces the old one: the entry starts empty, ready for it.
    expect(secretField()).toHaveValue('');
    expect(secretField()).toHaveFocus();
  });

  it.each([
    ['', 'Required field'],
    ['12ab', 'Enter the 6-digit code'],
  ])('%p says %p and checks nothing', async (secret, message) => {
    const { user, api } = await openPoints();
    await withdraw(user, '200');
    await enter(user, await screen.findByLabelText('One-time password'), secret);
    await user.click(button('Confirm the withdrawal'));
    expect(secretField()).toHaveAccessibleDescription(message);
    expect(api.loyaltyCheckSecret).not.toHaveBeenCalled();
  });

  it('reserves the points and goes to payment with the reduced amount', async () => {
    const { user, api, store } = await openPoints();
    await withdraw(user, '534.9');
    await enter(user, await screen.findByLabelText('One-time password'), ' 123456 ');
    await user.click(button('Confirm the withdrawal'));
    await waitFor(() => expect(window.location.pathname).toBe('/en/payment'));
    expect(api.loyaltyCheckSecret).toHaveBeenCalledWith(order(534.9), '123456');
    expect(store.getState().journey.points).toEqual({ used: 534.9, amountToPay: 1248.1 });
  });

  it('takes the figures the insurer reserved', async () => {
    const loyaltyCheckSecret = jest.fn(async () => ({ reserved: 200, amountToPay: 1583 }));
    const { user, store } = await openPoints(pointsApi({ loyaltyCheckSecret }));
    await withdraw(user, '200');
    await enter(user, await screen.findByLabelText('One-time password'), '123456');
    await user.click(button('Confirm the withdrawal'));
    await waitFor(() => expect(store.getState().journey.points).toEqual({ used: 200, amountToPay: 1583 }));
  });

  it('goes on with what the buyer asked for when the answer has no figures (all the spec asks, rules §7)', async () => {
    const loyaltyCheckSecret = jest.fn(async () => ({}));
    const { user, store } = await openPoints(pointsApi({ loyaltyCheckSecret }));
    await withdraw(user, '534.9');
    await enter(user, await screen.findByLabelText('One-time password'), '123456');
    await user.click(button('Confirm the withdrawal'));
    await waitFor(() => expect(window.location.pathname).toBe('/en/payment'));
    expect(store.getState().journey.points).toEqual({ used: 534.9, amountToPay: 1248.1 });
  });

  it.each([
    [
      'a rejected secret',
      new ApiError('pointsInvalidSecret'),
      'Incorrect one-time password. Check it and enter it again, or click Resend once the countdown ends.',
    ],
    ['any other failure', new ApiError('serverError', { status: 502 }), 'Something went wrong. Please try again.'],
    [
      'a refusal',
      new ApiError('insurerMessage', { status: 400, text: 'paidByPoints is above' }),
      'Something went wrong. Please try again.',
    ],
    ['a lost connection', new Error('Network Error'), 'Something went wrong. Please try again.'],
    ['too many checks (429)', new ApiError('tooManyAttempts', { status: 429 }), 'Too many attempts, try again later'],
  ])('on %s says %p and keeps the entry', async (_name, error, message) => {
    const { user, store } = await openPoints(pointsApi({ loyaltyCheckSecret: jest.fn().mockRejectedValue(error) }));
    await withdraw(user, '200');
    await enter(user, await screen.findByLabelText('One-time password'), '000000');
    await user.click(button('Confirm the withdrawal'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(secretField()).toHaveValue('000000');
    await waitFor(() => expect(secretField()).toHaveFocus());
    expect(window.location.pathname).toBe('/en/points');
    expect(store.getState().journey.points).toBeNull();
  });

  it('says too many attempts in Ukrainian when the secret cannot be sent (429)', async () => {
    const loyaltySendSecret = jest.fn().mockRejectedValue(new ApiError('tooManyAttempts', { status: 429 }));
    const { user } = await openPoints(pointsApi({ loyaltySendSecret }), { locale: 'uk' });
    await withdraw(user, '200', 'uk');
    expect(await screen.findByRole('alert')).toHaveTextContent('Забагато спроб, спробуйте пізніше');
  });

  it('says the Ukrainian message for a rejected secret on /points', async () => {
    const api = pointsApi({ loyaltyCheckSecret: jest.fn().mockRejectedValue(new ApiError('pointsInvalidSecret')) });
    const { user } = await openPoints(api, { locale: 'uk' });
    await withdraw(user, '200', 'uk');
    await enter(user, await screen.findByLabelText('Одноразовий пароль'), '000000');
    await user.click(screen.getByRole('button', { name: 'Підтвердити списання' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Неправильний одноразовий пароль. Перевірте його й введіть ще раз або натисніть «Надіслати повторно», щойно закінчиться відлік.',
    );
    expect(screen.getByRole('timer')).toHaveTextContent('Надіслати повторно можна через 01:00');
  });

  it.each([
    [new ApiError('tooManyAttempts', { status: 429 }), 'Too many attempts, try again later'],
    [new ApiError('pointsDefault'), 'Something went wrong. Please try again.'],
    [
      new ApiError('sessionMismatch', { status: 403 }),
      'This contract was started in another browser or your session has expired. Start again from the calculator, or contact support if you have already paid.',
    ],
  ])('that cannot be sent (%p) says %p and keeps the amount', async (error, message) => {
    const { user } = await openPoints(pointsApi({ loyaltySendSecret: jest.fn().mockRejectedValue(error) }));
    await withdraw(user, '200');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Amount to withdraw, UAH')).toHaveValue('200');
    await waitFor(() => expect(screen.getByLabelText('Amount to withdraw, UAH')).toHaveFocus());
    expect(screen.queryByLabelText('One-time password')).not.toBeInTheDocument();
  });

  it('that cannot be sent again says the default message', async () => {
    const send = jest
      .fn()
      .mockResolvedValueOnce({ resendAfterSeconds: 60 })
      .mockRejectedValueOnce(new ApiError('serverError'));
    const { user } = await openPoints(pointsApi({ loyaltySendSecret: send }));
    await withdraw(user, '200');
    await screen.findByRole('timer');
    act(() => jest.advanceTimersByTime(60_000));
    await user.click(button('Resend'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(button('Resend')).toBeEnabled();
  });

  it('disables the entry and its button while the secret is checked, and gives the focus back after a failure', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    const loyaltyCheckSecret = jest.fn(() => new Promise((_resolve, reject) => (refuse = reject)));
    const { user } = await openPoints(pointsApi({ loyaltyCheckSecret }));
    await withdraw(user, '200');
    await enter(user, await screen.findByLabelText('One-time password'), '000000');
    await user.click(button('Confirm the withdrawal'));

    expect(secretField()).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Confirm the withdrawal/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change the amount' })).toBeDisabled();

    await act(async () => refuse(new ApiError('pointsInvalidSecret')));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(secretField()).toBeEnabled();
    expect(secretField()).toHaveFocus();
    expect(loyaltyCheckSecret).toHaveBeenCalledTimes(1);
  });
});

describe("the secret's countdown, on the insurer's clock", () => {
  /** The loyalty order answering as the insurer does: its own send time, `lagMs` before the answer arrives. */
  const sentBy = (skewMs: number, lagMs = 0, resendAfterSeconds = 60) =>
    jest.fn(async () => ({ sentAt: new Date(Date.now() + skewMs - lagMs).toISOString(), resendAfterSeconds }));

  it.each([
    ['five minutes ahead', -300_000],
    ['three minutes behind', 180_000],
  ])(
    'offers a resend exactly 60 s after the insurer sent the secret, for a buyer whose clock runs %s',
    async (_case, skewMs) => {
      const api = pointsApi({ getServerTime: insurerClock(skewMs), loyaltySendSecret: sentBy(skewMs) });
      const { user } = await openPoints(api);
      await withdraw(user, '200');
      expect(await screen.findByRole('timer')).toHaveTextContent('01:00');

      // Waiting for the timer to show took a few fake milliseconds: the last second is where it opens.
      act(() => jest.advanceTimersByTime(59_000));
      expect(screen.getByRole('timer')).toHaveTextContent('00:01');
      expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1_000));
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      expect(button('Resend')).toBeEnabled();
    },
  );

  it("counts from the insurer's send time, not from when its answer arrived", async () => {
    const api = pointsApi({ getServerTime: insurerClock(-300_000), loyaltySendSecret: sentBy(-300_000, 2_000) });
    const { user } = await openPoints(api);
    await withdraw(user, '200');
    expect(await screen.findByRole('timer')).toHaveTextContent('00:58');
    // Counted from the answer's arrival, two seconds would still be left after 58.
    act(() => jest.advanceTimersByTime(57_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(button('Resend')).toBeEnabled();
  });

  it('waits as long as the insurer says', async () => {
    const { user } = await openPoints(pointsApi({ loyaltySendSecret: sentBy(0, 0, 90) }));
    await withdraw(user, '200');
    expect(await screen.findByRole('timer')).toHaveTextContent('01:30');
  });

  it('shows the forms only once the insurer has told its time', async () => {
    let tell: () => void = () => undefined;
    const getServerTime = jest.fn(
      () =>
        new Promise(
          (resolve) => (tell = () => resolve({ now: new Date(Date.now() - 300_000), timeZone: 'Europe/Kyiv' })),
        ),
    );
    renderPointsWaiting(pointsApi({ getServerTime }));
    await waitFor(() => expect(getServerTime).toHaveBeenCalled());
    expect(screen.queryByLabelText('Amount to withdraw, UAH')).not.toBeInTheDocument();
    await act(async () => tell());
    expect(await screen.findByLabelText('Amount to withdraw, UAH')).toBeInTheDocument();
  });

  it("keeps the time left across a reload, on the insurer's clock", async () => {
    const api = pointsApi({ getServerTime: insurerClock(-300_000), loyaltySendSecret: sentBy(-300_000) });
    const first = await openPoints(api);
    await withdraw(first.user, '200');
    await screen.findByRole('timer');
    act(() => jest.advanceTimersByTime(20_000));
    first.unmount();

    await openPointsAgain(pointsApi({ getServerTime: insurerClock(-300_000) }));
    expect(screen.getByRole('timer')).toHaveTextContent('00:40');
    // The typing before the reload took a few fake milliseconds too: the last second is where it opens.
    act(() => jest.advanceTimersByTime(39_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(button('Resend')).toBeEnabled();
  });
});

describe('a typed secret across a reload', () => {
  const keptSnapshot = () => loadPointsSnapshot();

  it('is still in the entry after a reload, for the same contract and secret', async () => {
    const first = await openPoints();
    await withdraw(first.user, '200');
    await enter(first.user, await screen.findByLabelText('One-time password'), '4829');
    first.unmount();

    await openPointsAgain(pointsApi());
    expect(secretField()).toHaveValue('4829');
  });

  it('is not offered once a new secret went out, and is gone once it was used', async () => {
    const { user } = await openPoints();
    await withdraw(user, '200');
    await enter(user, await screen.findByLabelText('One-time password'), '482913');
    act(() => jest.advanceTimersByTime(60_000));
    await user.click(button('Resend'));
    await screen.findByRole('timer');
    expect(keptSnapshot()).toMatchObject({ secretInput: '' });

    await enter(user, secretField(), '123456');
    expect(keptSnapshot()).toMatchObject({ secretInput: '123456' });
    await user.click(button('Confirm the withdrawal'));
    await waitFor(() => expect(window.location.pathname).toBe('/en/payment'));
    expect(keptSnapshot()).toMatchObject({ secretInput: '', sendOtp: false });
  });

  it("is never offered for another contract's secret", async () => {
    const first = await openPoints();
    await withdraw(first.user, '200');
    await enter(first.user, await screen.findByLabelText('One-time password'), '482913');
    first.unmount();

    const { user } = await openPoints(pointsApi(), {
      journey: { ...SIGNED_JOURNEY, draft: { ...SIGNED_JOURNEY.draft, id: 99, number: 'GC-99' } },
    });
    await withdraw(user, '200');
    expect(await screen.findByLabelText('One-time password')).toHaveValue('');
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { SIGNED_JOURNEY } from '@greencard/step/testing';
import {
  enter,
  openPoints,
  pointsApi,
  renderPoints,
  withdraw,
  CUSTOMER_ID,
  CONTRACT_ID,
  PREMIUM,
} from '../../testing/renderPoints';

const amountField = () => screen.getByLabelText('Amount to withdraw, UAH');
const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('changing the amount', () => {
  it('goes back to the amount, and the same amount back to the secret already sent', async () => {
    const { user, api } = await openPoints();
    await withdraw(user, '200');
    await screen.findByRole('group', { name: 'Confirm the withdrawal' });
    await user.click(button('Change the amount'));
    expect(amountField()).toHaveValue('200');
    expect(amountField()).toHaveFocus();
    // The insurer sends no new secret before the countdown ends: it keeps running here.
    expect(screen.getByRole('timer')).toHaveTextContent('A new password can be sent in 01:00');
    await user.click(button('Continue'));
    expect(await screen.findByLabelText('One-time password')).toHaveFocus();
    expect(api.loyaltySendSecret).toHaveBeenCalledTimes(1);
  });

  it('asks another amount to wait for the countdown, then sends its secret', async () => {
    const { user, api } = await openPoints();
    await withdraw(user, '200');
    await screen.findByRole('group', { name: 'Confirm the withdrawal' });
    await user.click(button('Change the amount'));
    await withdraw(user, '150');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A new one-time password can be sent once the countdown ends.',
    );
    expect(api.loyaltySendSecret).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(60_000));
    await user.click(button('Continue'));
    await screen.findByRole('group', { name: 'Confirm the withdrawal' });
    expect(api.loyaltySendSecret).toHaveBeenLastCalledWith({
      customerId: CUSTOMER_ID,
      contractId: CONTRACT_ID,
      paidByPoints: 150,
    });
  });
});

describe('changing one’s mind after reserving points', () => {
  it('releases the reservation when the buyer comes back and goes on without points', async () => {
    const { user, api, store } = await openPoints();
    await withdraw(user, '200');
    await enter(user, await screen.findByLabelText('One-time password'), '123456');
    await user.click(button('Confirm the withdrawal'));
    await waitFor(() => expect(window.location.pathname).toBe('/en/payment'));
    expect(store.getState().journey.points).toEqual({ used: 200, amountToPay: PREMIUM - 200 });
    expect(api.loyaltyRelease).not.toHaveBeenCalled();

    // Back to the points step (the browser's back button).
    act(() => {
      window.history.pushState(null, '', '/en/points');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await enter(user, await screen.findByLabelText('Amount to withdraw, UAH'), '0');
    await user.click(button('Continue'));
    await waitFor(() => expect(window.location.pathname).toBe('/en/payment'));
    expect(api.loyaltyRelease).toHaveBeenCalledWith({ customerId: CUSTOMER_ID, contractId: CONTRACT_ID });
    expect(store.getState().journey.points).toEqual({ used: 0, amountToPay: PREMIUM });
  });
});

describe('moving on to payment', () => {
  /** The browser's Back: the address changes, then popstate fires. */
  const goBack = () =>
    act(async () => {
      const arrived = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      jest.advanceTimersByTime(10);
      await arrived;
    });

  it('after a confirmed secret takes the place of the points page: Back goes to the page before it, nothing is sent or checked again', async () => {
    window.history.replaceState(null, '', '/en/contract');
    const { user, api } = await openPoints();
    const length = window.history.length;
    await withdraw(user, '200');
    await enter(user, await screen.findByLabelText('One-time password'), '123456');
    await user.click(button('Confirm the withdrawal'));
    await waitFor(() => expect(window.location.pathname).toBe('/en/payment'));
    expect(window.history.length).toBe(length);

    await goBack();
    expect(window.location.pathname).toBe('/en/contract');
    expect(api.loyaltySendSecret).toHaveBeenCalledTimes(1);
    expect(api.loyaltyCheckSecret).toHaveBeenCalledTimes(1);
  });

  it('without points also takes the place of the points page', async () => {
    const { user } = await openPoints();
    const length = window.history.length;
    await user.click(button('Skip and pay the full price'));
    await waitFor(() => expect(window.location.pathname).toBe('/en/payment'));
    expect(window.history.length).toBe(length);
  });
});

describe('a reload', () => {
  it('keeps the entered amount', async () => {
    const first = await openPoints();
    await enter(first.user, amountField(), '150');
    first.unmount();
    await openPoints();
    expect(amountField()).toHaveValue('150');
  });

  it('keeps the secret being asked for, with the time left', async () => {
    const first = await openPoints();
    await withdraw(first.user, '200');
    await screen.findByRole('timer');
    act(() => jest.advanceTimersByTime(20_000));
    first.unmount();

    const { user } = renderPoints({ api: pointsApi() });
    await screen.findByLabelText('One-time password');
    expect(screen.getByRole('timer')).toHaveTextContent('00:40');
    await enter(user, screen.getByLabelText('One-time password'), '123456');
    await user.click(button('Confirm the withdrawal'));
    await waitFor(() => expect(window.location.pathname).toBe('/en/payment'));
  });

  it("does not carry one contract's amount into another", async () => {
    const first = await openPoints();
    await enter(first.user, amountField(), '150');
    first.unmount();
    await openPoints(pointsApi(), {
      journey: { ...SIGNED_JOURNEY, draft: { ...SIGNED_JOURNEY.draft, id: 99, number: 'GC-99' } },
    });
    expect(amountField()).toHaveValue('');
  });
});

import { act, screen } from '@testing-library/react';
import { renderConfirm, serverTime } from '../../testing/renderConfirm';

const signButton = () => screen.getByRole('button', { name: 'Sign the contract' });
const resendButton = () => screen.getByRole('button', { name: 'Resend' });
const closedNotice = () => screen.queryByRole('heading', { name: 'The contract can no longer be signed today' });

describe('the sign-and-pay cut-off (23:55 Kyiv time, judged by the server)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('tells the buyer to sign with the code and pay today, until 23:55 Kyiv time', async () => {
    jest.useFakeTimers({ now: new Date('2026-07-01T10:00:00Z') });
    await renderConfirm();
    expect(
      screen.getByText(
        'The contract must be signed with the code and paid before the end of the current day. Signing and paying are available until 23:55 Kyiv time.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['summer, 23:54:59 in Kyiv (UTC+3)', '2026-07-01T20:54:59Z', true],
    ['summer, 23:55:00 in Kyiv', '2026-07-01T20:55:00Z', false],
    ['winter, 23:54 in Kyiv (UTC+2)', '2026-01-15T21:54:00Z', true],
    ['winter, 23:55 in Kyiv', '2026-01-15T21:55:00Z', false],
    ['23:59 in Kyiv', '2026-01-15T21:59:30Z', false],
    ['00:00 in Kyiv, a new day', '2026-01-15T22:00:00Z', true],
  ])('%s: signing open = %s', async (_case, serverNow, open) => {
    jest.useFakeTimers({ now: new Date(serverNow) });
    await renderConfirm({ journey: { codeSentAt: '2026-01-01T00:00:00Z' } });
    if (open) {
      expect(signButton()).toBeEnabled();
      expect(resendButton()).toBeEnabled();
      expect(closedNotice()).not.toBeInTheDocument();
    } else {
      expect(signButton()).toBeDisabled();
      expect(resendButton()).toBeDisabled();
      expect(closedNotice()).toBeInTheDocument();
    }
  });

  it('after the cut-off says what to do: come back after midnight and start again, the start date rules apply', async () => {
    jest.useFakeTimers({ now: new Date('2026-07-01T20:56:00Z') });
    const { user } = await renderConfirm();
    expect(
      screen.getByText('It is past 23:55 Kyiv time, so this contract can no longer be signed and paid today.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Come back after midnight and make the contract again. The start date rules still apply: the start date is no earlier than the day after tomorrow and no more than 30 days ahead.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(window.location.pathname).toBe('/en');
  });

  it("past the cut-off the way home starts over: today's contract and what the buyer typed for it are forgotten", async () => {
    jest.useFakeTimers({ now: new Date('2026-07-01T20:56:00Z') });
    const { user, store } = await renderConfirm();
    expect(localStorage.getItem('state_snapshot_journey')).toContain('+380671234567');
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(store.getState().journey.draft).toBeNull();
    expect(localStorage.getItem('state_snapshot_journey')).toBeNull();
  });

  it("a buyer in New York at 16:56 their time is past the cut-off: the server's Kyiv time decides", async () => {
    // By the buyer's own wall clock (16:56, or 20:56 on a UTC test machine) it is long before 23:55.
    jest.useFakeTimers({ now: new Date('2026-07-01T16:56:00-04:00') });
    const checkCode = jest.fn();
    const { user } = await renderConfirm({ api: { checkCode }, journey: { codeSentAt: null } });
    expect(closedNotice()).toBeInTheDocument();
    await user.type(screen.getByLabelText('OTP code'), '123456');
    await user.click(signButton());
    expect(checkCode).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send the code' })).toBeDisabled();
  });

  it("a buyer whose clock already says 23:58 may still sign when the server's clock says 23:00 Kyiv", async () => {
    jest.useFakeTimers({ now: new Date('2026-07-01T20:58:00Z') });
    await renderConfirm({ api: { getServerTime: serverTime('2026-07-01T20:00:00Z') } });
    expect(signButton()).toBeEnabled();
    expect(closedNotice()).not.toBeInTheDocument();
  });

  it("a buyer whose clock says 22:00 cannot sign when the server's clock says 23:56 Kyiv", async () => {
    jest.useFakeTimers({ now: new Date('2026-07-01T19:00:00Z') });
    await renderConfirm({ api: { getServerTime: serverTime('2026-07-01T20:56:00Z') } });
    expect(signButton()).toBeDisabled();
    expect(closedNotice()).toBeInTheDocument();
  });

  it('a page left open closes by itself when the server clock reaches the cut-off', async () => {
    jest.useFakeTimers({ now: new Date('2026-07-01T20:54:50Z') });
    await renderConfirm();
    expect(signButton()).toBeEnabled();
    await act(async () => {
      jest.advanceTimersByTime(15_000);
    });
    expect(signButton()).toBeDisabled();
    expect(closedNotice()).toBeInTheDocument();
  });

  it('signing stays possible when the server time cannot be read (the insurer still refuses a late contract)', async () => {
    jest.useFakeTimers({ now: new Date('2026-07-01T10:00:00Z') });
    await renderConfirm({ api: { getServerTime: () => Promise.reject(new Error('offline')) } });
    expect(signButton()).toBeEnabled();
  });

  it('shows the cut-off copy in Ukrainian', async () => {
    jest.useFakeTimers({ now: new Date('2026-07-01T20:56:00Z') });
    await renderConfirm({ locale: 'uk' });
    expect(screen.getByRole('heading', { name: 'Сьогодні договір уже не можна підписати' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Підписати договір' })).toBeDisabled();
  });
});

import { act, screen } from '@testing-library/react';
import { ApiError } from '@greencard/api';
import { MIDDAY, renderConfirm, secondsAgo, serverTime, DRAFT } from '../../testing/renderConfirm';

const resendButton = () => screen.getByRole('button', { name: 'Resend' });
const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

describe('the resend countdown', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers({ now: MIDDAY });
  });
  afterEach(() => jest.useRealTimers());

  it('runs down from when the code was sent, shown as mm:ss, and allows a resend only at zero', async () => {
    await renderConfirm({ journey: { codeSentAt: secondsAgo(10) } });
    expect(await screen.findByRole('timer')).toHaveTextContent('You can request a new code in 00:20');
    expect(resendButton()).toBeDisabled();

    await advance(19_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    expect(resendButton()).toBeDisabled();

    await advance(1_000);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(resendButton()).toBeEnabled();
  });

  it('starts at 00:30 for a code sent just now', async () => {
    await renderConfirm({ journey: { codeSentAt: secondsAgo(0) } });
    expect(await screen.findByRole('timer')).toHaveTextContent('00:30');
  });

  it('survives a reload: a code sent 25 seconds ago leaves 00:05, not a fresh 00:30', async () => {
    await renderConfirm({ journey: { codeSentAt: secondsAgo(25) } });
    expect(await screen.findByRole('timer')).toHaveTextContent('00:05');
  });

  it('lets the buyer resend at once when the code went out long ago', async () => {
    await renderConfirm({ journey: { codeSentAt: secondsAgo(600) } });
    expect(await screen.findByRole('button', { name: 'Resend' })).toBeEnabled();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('a resend asks the insurer for a new code for the draft and restarts the countdown', async () => {
    const sendCode = jest.fn(() =>
      Promise.resolve({ sentAt: new Date(Date.now()).toISOString(), resendAfterSeconds: 30 }),
    );
    const { store, user } = await renderConfirm({ api: { sendCode }, journey: { codeSentAt: secondsAgo(45) } });
    await user.type(await screen.findByLabelText('OTP code'), '111');
    await user.click(resendButton());

    expect(sendCode).toHaveBeenCalledWith(DRAFT.id);
    expect(await screen.findByText('A new code has been sent.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('00:30');
    expect(resendButton()).toBeDisabled();
    expect(store.getState().journey.codeSentAt).toBe(new Date(Date.now()).toISOString());
    expect(screen.getByLabelText('OTP code')).toHaveValue('');
    expect(screen.getByLabelText('OTP code')).toHaveFocus();

    await advance(30_000);
    expect(resendButton()).toBeEnabled();
  });

  describe("on the insurer's clock, whatever the buyer's says", () => {
    // The insurer's time now; the buyer's clock (jest's) says MIDDAY.
    const insurerNow = (skewMs: number) => new Date(MIDDAY.getTime() + skewMs);
    const insurerSecondsAgo = (skewMs: number, seconds: number) =>
      new Date(insurerNow(skewMs).getTime() - seconds * 1000).toISOString();

    it.each([
      ['runs five minutes ahead', -300_000],
      ['runs 23 seconds ahead', -23_000],
      ['runs three minutes behind', 180_000],
    ])('a buyer whose clock %s waits until exactly 30 s after the insurer sent the code', async (_case, skewMs) => {
      await renderConfirm({
        api: { getServerTime: serverTime(insurerNow(skewMs)) },
        journey: { codeSentAt: insurerSecondsAgo(skewMs, 10) },
      });
      expect(screen.getByRole('timer')).toHaveTextContent('00:20');
      expect(resendButton()).toBeDisabled();

      await advance(19_999);
      expect(resendButton()).toBeDisabled();
      expect(screen.getByRole('timer')).toHaveTextContent('00:01');

      await advance(1);
      expect(resendButton()).toBeEnabled();
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    });

    it.each([
      ['ahead', -300_000],
      ['behind', 300_000],
    ])(
      "a resend restarts the countdown from the insurer's send time, for a buyer's clock minutes %s",
      async (_case, skewMs) => {
        const sendCode = jest.fn(() =>
          Promise.resolve({ sentAt: new Date(Date.now() + skewMs).toISOString(), resendAfterSeconds: 30 }),
        );
        const { user, store } = await renderConfirm({
          api: { getServerTime: serverTime(insurerNow(skewMs)), sendCode },
          journey: { codeSentAt: insurerSecondsAgo(skewMs, 45) },
        });
        await user.click(resendButton());
        expect(await screen.findByRole('timer')).toHaveTextContent('00:30');
        expect(store.getState().journey.codeSentAt).toBe(new Date(Date.now() + skewMs).toISOString());

        await advance(29_999);
        expect(resendButton()).toBeDisabled();
        await advance(1);
        expect(resendButton()).toBeEnabled();
      },
    );

    it("waits as long as the insurer's answer says", async () => {
      const sendCode = jest.fn(() =>
        Promise.resolve({ sentAt: new Date(Date.now()).toISOString(), resendAfterSeconds: 45 }),
      );
      const { user } = await renderConfirm({ api: { sendCode }, journey: { codeSentAt: secondsAgo(45) } });
      await user.click(resendButton());
      expect(await screen.findByRole('timer')).toHaveTextContent('00:45');
      await advance(44_999);
      expect(resendButton()).toBeDisabled();
      await advance(1);
      expect(resendButton()).toBeEnabled();
    });

    it("counts an answer with no time and no pause (all the spec asks, rules D4) from the insurer's time, for 30 s", async () => {
      const skewMs = -300_000;
      const sendCode = jest.fn(() => Promise.resolve({}));
      const { user, store } = await renderConfirm({
        api: { getServerTime: serverTime(insurerNow(skewMs)), sendCode },
        journey: { codeSentAt: insurerSecondsAgo(skewMs, 45) },
      });
      await user.click(resendButton());
      expect(await screen.findByText('A new code has been sent.')).toBeInTheDocument();
      expect(screen.getByRole('timer')).toHaveTextContent('00:30');
      expect(store.getState().journey.codeSentAt).toBe(insurerNow(skewMs).toISOString());
      await advance(29_999);
      expect(resendButton()).toBeDisabled();
      await advance(1);
      expect(resendButton()).toBeEnabled();
    });

    it('keeps the resend closed until the insurer has told its time', async () => {
      let tell: () => void = () => undefined;
      const getServerTime = () =>
        new Promise<{ now: Date; timeZone: string }>((resolve) => {
          tell = () => resolve({ now: insurerNow(-300_000), timeZone: 'Europe/Kyiv' });
        });
      await renderConfirm({ api: { getServerTime }, journey: { codeSentAt: insurerSecondsAgo(-300_000, 10) } });
      // By the buyer's clock, five minutes fast, the code went out long ago.
      expect(resendButton()).toBeDisabled();
      await act(async () => tell());
      expect(screen.getByRole('timer')).toHaveTextContent('00:20');
      expect(resendButton()).toBeDisabled();
    });

    it("counts on the buyer's clock when the insurer's time cannot be read", async () => {
      await renderConfirm({
        api: { getServerTime: () => Promise.reject(new Error('offline')) },
        journey: { codeSentAt: secondsAgo(10) },
      });
      expect(screen.getByRole('timer')).toHaveTextContent('00:20');
      await advance(20_000);
      expect(resendButton()).toBeEnabled();
    });
  });

  it("offers the first code when none was sent yet (the button says 'Send the code')", async () => {
    const sendCode = jest.fn(() =>
      Promise.resolve({ sentAt: new Date(Date.now()).toISOString(), resendAfterSeconds: 30 }),
    );
    const { user } = await renderConfirm({ api: { sendCode }, journey: { codeSentAt: null } });
    expect(await screen.findByText('Send a one-time code to +38067*****67 to sign the contract.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('We have sent a one-time code by SMS to +38067*****67.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
  });

  it.each<[string, ApiError, string]>([
    ['a failed send', new ApiError('sendOTP', { status: 409 }), 'Failed to send SMS code'],
    [
      'a send refused as too frequent (429)',
      new ApiError('tooManyAttempts', { status: 429 }),
      'Too many attempts, try again later',
    ],
    ['a server failure', new ApiError('serverError'), 'Server error, please try later'],
  ])('%s says so and keeps the countdown where it was', async (_case, error, message) => {
    const sendCode = jest.fn(() => Promise.reject(error));
    const sentAt = secondsAgo(45);
    const { user, store } = await renderConfirm({ api: { sendCode }, journey: { codeSentAt: sentAt } });
    await user.type(await screen.findByLabelText('OTP code'), '123');
    await user.click(resendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(store.getState().journey.codeSentAt).toBe(sentAt);
    expect(screen.getByLabelText('OTP code')).toHaveValue('123');
    expect(resendButton()).toBeEnabled();
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@greencard/api';
import type { CodeCheck } from './checkCodeCall';
import { DRAFT, MIDDAY, renderConfirm, secondsAgo } from '../../testing/renderConfirm';
import { currentAddress } from '@greencard/step/testing';

const checkAnswering = (answer: CodeCheck | ApiError) =>
  jest.fn((_contractId: number, _code: string) =>
    answer instanceof ApiError ? Promise.reject(answer) : Promise.resolve(answer),
  );

const codeInput = () => screen.getByLabelText('OTP code');
const signButton = () => screen.getByRole('button', { name: 'Sign the contract' });

describe('the code entry and the check', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers({ now: MIDDAY });
  });
  afterEach(() => jest.useRealTimers());

  it("is labelled 'OTP code', numeric, with one-time-code autocomplete", async () => {
    await renderConfirm();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign the contract with the code' })).toBeInTheDocument();
    expect(codeInput()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeInput()).toHaveAttribute('inputmode', 'numeric');
    expect(codeInput()).toHaveAccessibleDescription('6 digits from the SMS');
  });

  it('leaves the focus where the shop puts it on arrival (the heading), not in the entry', async () => {
    await renderConfirm();
    expect(codeInput()).not.toHaveFocus();
  });

  it('disables the entry and the sign button while the code is checked, and gives the focus back after', async () => {
    let answer: (check: CodeCheck) => void = () => undefined;
    const checkCode = jest.fn(() => new Promise<CodeCheck>((resolve) => (answer = resolve)));
    const { user } = await renderConfirm({ api: { checkCode } });
    await user.type(codeInput(), '000000');
    await user.click(signButton());

    expect(codeInput()).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Sign the contract/ })).toBeDisabled();
    await user.type(codeInput(), '1');
    expect(codeInput()).toHaveValue('000000');
    // A second submit (Enter pressed again) reaches the form itself, which has no name and so no role.
    // eslint-disable-next-line testing-library/no-node-access -- the unnamed form has no role
    fireEvent.submit(codeInput().closest('form') as HTMLFormElement);
    expect(checkCode).toHaveBeenCalledTimes(1);

    await act(async () => answer({ ok: false, attemptsLeft: 4 }));
    expect(codeInput()).toBeEnabled();
    expect(signButton()).toBeEnabled();
    expect(codeInput()).toHaveFocus();
  });

  it('shows the contract number and the phone the code went to, partly masked', async () => {
    await renderConfirm();
    expect(screen.getByText('Contract No. GC-000041')).toBeInTheDocument();
    expect(screen.getByText('We have sent a one-time code by SMS to +38067*****67.')).toBeInTheDocument();
    expect(screen.queryByText(/\+380671234567/)).not.toBeInTheDocument();
  });

  it('keeps only digits of what is typed or pasted, at most six', async () => {
    const { user } = await renderConfirm();
    await user.type(codeInput(), '12 3-45a67');
    expect(codeInput()).toHaveValue('123456');
  });

  it.each([
    ['', 'Required field'],
    ['123', 'Enter the 6-digit code'],
  ])('checks the format first: %j says %s and asks the insurer nothing', async (typed, message) => {
    const checkCode = checkAnswering({ ok: true });
    const { user } = await renderConfirm({ api: { checkCode } });
    if (typed) await user.type(codeInput(), typed);
    await user.click(signButton());
    expect(codeInput()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(checkCode).not.toHaveBeenCalled();
  });

  it("a wrong code sets the code-error flag, says 'Invalid code', keeps the code and tells the tries left", async () => {
    const checkCode = checkAnswering({ ok: false, attemptsLeft: 3 });
    const { user, store } = await renderConfirm({ api: { checkCode } });
    await user.type(codeInput(), '000000');
    await user.click(signButton());

    expect(checkCode).toHaveBeenCalledWith(DRAFT.id, '000000');
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(codeInput()).toHaveAccessibleDescription('Attempts left: 3. Invalid code');
    expect(codeInput()).toHaveValue('000000');
    expect(codeInput()).toHaveFocus();
    expect(store.getState().journey.signed).toBe(false);
    expect(currentAddress()).toBe('/en/confirm');

    await user.type(codeInput(), '1');
    expect(screen.queryByText('Invalid code')).not.toBeInTheDocument();
  });

  it("a wrong code without a count still says 'Invalid code'", async () => {
    const { user } = await renderConfirm({ api: { checkCode: checkAnswering({ ok: false }) } });
    await user.type(codeInput(), '000000');
    await user.click(signButton());
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    expect(codeInput()).toHaveAccessibleDescription('6 digits from the SMS Invalid code');
  });

  it('the right code signs the contract in the journey', async () => {
    const checkCode = checkAnswering({ ok: true });
    const { user, store } = await renderConfirm({ api: { checkCode } });
    await user.type(codeInput(), '482913');
    await user.click(signButton());
    expect(checkCode).toHaveBeenCalledWith(DRAFT.id, '482913');
    expect(store.getState().journey.signed).toBe(true);
  });

  it.each<[string, CodeCheck | ApiError, string]>([
    ['a failed check', new ApiError('checkOTP', { status: 404 }), 'Failed to check code'],
    ['a server failure', new ApiError('serverError'), 'Server error, please try later'],
    ['too many attempts (429)', new ApiError('tooManyAttempts', { status: 429 }), 'Too many attempts, try again later'],
    [
      'an expired code (410)',
      new ApiError('codeExpired', { status: 410 }),
      'The code has expired. Request a new code.',
    ],
    [
      'a burnt code (410)',
      new ApiError('codeAttemptsExhausted', { status: 410 }),
      'Too many wrong codes. Request a new code.',
    ],
    ['a fifth wrong code', { ok: false, attemptsLeft: 0 }, 'Too many wrong codes. Request a new code.'],
    [
      'an insurer message',
      new ApiError('insurerMessage', { status: 400, text: 'Code: enter six digits.' }),
      'Code: enter six digits.',
    ],
  ])('%s is announced and keeps the code', async (_case, answer, message) => {
    const { user, store } = await renderConfirm({ api: { checkCode: checkAnswering(answer) } });
    await user.type(codeInput(), '123456');
    await user.click(signButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(codeInput()).toHaveValue('123456');
    expect(store.getState().journey.signed).toBe(false);
    expect(currentAddress()).toBe('/en/confirm');
  });

  it.each<[string, CodeCheck | ApiError]>([
    ['a burnt code', new ApiError('codeAttemptsExhausted', { status: 410 })],
    ['a fifth wrong code', { ok: false, attemptsLeft: 0 }],
  ])(
    'after %s a new code is asked for, but only once the countdown ends (the insurer refuses it before)',
    async (_case, answer) => {
      const sendCode = jest.fn(() =>
        Promise.resolve({ sentAt: new Date(Date.now()).toISOString(), resendAfterSeconds: 30 }),
      );
      const { user } = await renderConfirm({
        api: { checkCode: checkAnswering(answer), sendCode },
        journey: { codeSentAt: secondsAgo(5) },
      });
      await user.type(codeInput(), '123456');
      await user.click(signButton());
      expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong codes. Request a new code.');
      expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
      expect(screen.getByRole('timer')).toHaveTextContent('00:25');
      expect(codeInput()).toHaveFocus();

      await act(async () => {
        jest.advanceTimersByTime(25_000);
      });
      const resend = screen.getByRole('button', { name: 'Resend' });
      expect(resend).toBeEnabled();
      await user.click(resend);
      expect(sendCode).toHaveBeenCalledWith(DRAFT.id);
      expect(await screen.findByText('A new code has been sent.')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    },
  );

  it('after an expired code, whose countdown ended long ago, the resend is offered at once and has the focus', async () => {
    const { user } = await renderConfirm({
      api: { checkCode: checkAnswering(new ApiError('codeExpired', { status: 410 })) },
      journey: { codeSentAt: secondsAgo(11 * 60) },
    });
    await user.type(codeInput(), '123456');
    await user.click(signButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The code has expired. Request a new code.');
    const resend = screen.getByRole('button', { name: 'Resend' });
    expect(resend).toBeEnabled();
    expect(resend).toHaveFocus();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('clears the expiry message once the buyer types again: only what is wrong with the new entry is said', async () => {
    const { user } = await renderConfirm({
      api: { checkCode: checkAnswering(new ApiError('codeExpired', { status: 410 })) },
      journey: { codeSentAt: secondsAgo(11 * 60) },
    });
    await user.type(codeInput(), '123456');
    await user.click(signButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The code has expired. Request a new code.');
    await user.clear(codeInput());
    await user.type(codeInput(), '12');
    await user.click(signButton());
    expect(screen.queryByText('The code has expired. Request a new code.')).not.toBeInTheDocument();
    expect(codeInput()).toHaveAccessibleDescription(expect.stringContaining('Enter the 6-digit code'));
  });

  it('a failure other than a dead code does not lift the countdown', async () => {
    const { user } = await renderConfirm({
      api: { checkCode: checkAnswering(new ApiError('checkOTP')) },
      journey: { codeSentAt: secondsAgo(5) },
    });
    await user.type(codeInput(), '123456');
    await user.click(signButton());
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent('00:25');
  });

  it('speaks Ukrainian on /confirm', async () => {
    const { user } = await renderConfirm({ locale: 'uk', api: { checkCode: checkAnswering({ ok: false }) } });
    await user.type(screen.getByLabelText('OTP-код'), '000000');
    await user.click(screen.getByRole('button', { name: 'Підписати договір' }));
    expect(await screen.findByText('Неправильний код')).toBeInTheDocument();
    expect(screen.getByText('Договір № GC-000041')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Надіслати повторно' })).toBeDisabled();
  });
});

describe('a typed code across a reload', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers({ now: MIDDAY });
  });
  afterEach(() => jest.useRealTimers());

  const SENT_AT = secondsAgo(10);

  it('is still in the entry after a reload, for the same draft and SMS', async () => {
    const { user, unmount } = await renderConfirm({ journey: { codeSentAt: SENT_AT } });
    await user.type(codeInput(), '4829');
    unmount();

    await renderConfirm({ journey: { codeSentAt: SENT_AT } });
    expect(codeInput()).toHaveValue('4829');
  });

  it('is never offered for another draft, and is gone once the page opened for another one', async () => {
    const { user, unmount } = await renderConfirm({ journey: { codeSentAt: SENT_AT } });
    await user.type(codeInput(), '482913');
    unmount();

    const view = await renderConfirm({ journey: { draft: { ...DRAFT, id: 42 }, codeSentAt: SENT_AT } });
    expect(codeInput()).toHaveValue('');
    view.unmount();
    await renderConfirm({ journey: { codeSentAt: SENT_AT } });
    expect(codeInput()).toHaveValue('');
  });

  it('is not offered once a new code went out for the same draft', async () => {
    const { user, unmount } = await renderConfirm({ journey: { codeSentAt: SENT_AT } });
    await user.type(codeInput(), '482913');
    unmount();

    await renderConfirm({ journey: { codeSentAt: secondsAgo(2) } });
    expect(codeInput()).toHaveValue('');
  });

  it('is forgotten once it signed the contract', async () => {
    const { user, unmount } = await renderConfirm({
      api: { checkCode: checkAnswering({ ok: true }) },
      journey: { codeSentAt: SENT_AT },
    });
    await user.type(codeInput(), '482913');
    await user.click(signButton());
    expect(localStorage.getItem('state_snapshot_confirmCode')).toBeNull();
    unmount();

    await renderConfirm({ journey: { codeSentAt: SENT_AT } });
    expect(codeInput()).toHaveValue('');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@greencard/api';
import { STORAGE_KEYS } from '@greencard/domain';
import { ORDER_NUMBER_MAX, ORDER_NUMBER_MIN } from '../creation/randomOrderNumber';
import { renderContract, validToday } from '../../testing/renderContract';
import { clearStorage, control, creationApi, describedText, DRAFT, submitButton } from '../../testing/contractTestKit';

beforeEach(clearStorage);

describe('creating the contract (rules §4)', () => {
  it('saves, requests, sends the code, keeps the summary and opens /confirm', async () => {
    const api = creationApi();
    window.localStorage.setItem(STORAGE_KEYS.euaUserId, 'eua-9');
    const { user, store } = renderContract({ api, form: validToday() });
    await user.click(submitButton());
    await waitFor(() => expect(window.location.pathname).toBe('/en/confirm'));
    const input = api.saveDraft.mock.calls[0]?.[0];
    expect(input?.shopOrderNumber).toBeGreaterThanOrEqual(ORDER_NUMBER_MIN);
    expect(input?.shopOrderNumber).toBeLessThanOrEqual(ORDER_NUMBER_MAX);
    expect(input).toMatchObject({ euaUserId: 'eua-9', sourceInfo: 'localhost', tariffId: 7 });
    // The reading is the shop's (rules D2), from the config the shell hands the step; the key is the attempt's.
    expect((api.saveDraft.mock.calls[0] as unknown[] | undefined)?.[1]).toEqual({
      dialect: 'snake',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    expect(api.changeStatus).toHaveBeenCalledWith(501, 'REQUEST');
    expect(api.sendCode).toHaveBeenCalledWith(501);
    expect(store.getState().journey).toMatchObject({ draft: { id: 501, number: '100200300' } });
  });

  it('sends the draft in the reading the shop is configured for (rules D2)', async () => {
    const api = creationApi();
    const { user } = renderContract({ api, form: validToday(), config: { draftDialect: 'camel' } });
    await user.click(submitButton());
    await waitFor(() => expect(window.location.pathname).toBe('/en/confirm'));
    expect((api.saveDraft.mock.calls[0] as unknown[] | undefined)?.[1]).toMatchObject({ dialect: 'camel' });
  });

  it('locks the inputs while the requests run', async () => {
    let answer: (value: typeof DRAFT) => void = () => undefined;
    const saveDraft = jest.fn(() => new Promise<typeof DRAFT>((resolve) => (answer = resolve)));
    const { user } = renderContract({ api: creationApi({ saveDraft }), form: validToday() });
    await user.click(submitButton());
    expect(screen.getByLabelText('Surname (in Latin)')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'I have read the offer' })).toBeDisabled();
    await act(async () => answer(DRAFT));
    await waitFor(() => expect(window.location.pathname).toBe('/en/confirm'));
  });

  it.each<[string, Record<string, jest.Mock>, string]>([
    [
      'draft save',
      { saveDraft: jest.fn().mockRejectedValue(new ApiError('draft', { status: 400 })) },
      'Failed to save contract, contact support',
    ],
    [
      'status change',
      { changeStatus: jest.fn().mockRejectedValue(new ApiError('status', { status: 409 })) },
      'Failed to change contract status',
    ],
    [
      'code sending',
      { sendCode: jest.fn().mockRejectedValue(new ApiError('sendOTP', { status: 409 })) },
      'Failed to send SMS code',
    ],
    [
      'network',
      { saveDraft: jest.fn().mockRejectedValue(new ApiError('serverError')) },
      'Server error, please try later',
    ],
    [
      'draft save past the shop server’s limits (429)',
      {
        saveDraft: jest.fn().mockRejectedValue(new ApiError('tooManyAttempts', { status: 429 })),
      },
      'Too many attempts, try again later',
    ],
    [
      'code sending too soon (429)',
      {
        sendCode: jest.fn().mockRejectedValue(new ApiError('tooManyAttempts', { status: 429 })),
      },
      'Too many attempts, try again later',
    ],
    [
      'insurer field messages',
      {
        saveDraft: jest
          .fn()
          .mockRejectedValue(new ApiError('insurerMessage', { status: 400, text: 'Body number <b>is</b> wrong.' })),
      },
      'Body number <b>is</b> wrong.',
    ],
    [
      'person underwriting',
      {
        saveDraft: jest.fn().mockRejectedValue(
          new ApiError('underwriting', {
            status: 422,
            text: 'Контрагента знайдено в переліку осіб',
            notice: 'underwritingPerson',
          }),
        ),
      },
      'The contract needs extra underwriting of the person: contact support.',
    ],
    [
      'vehicle underwriting',
      {
        saveDraft: jest.fn().mockRejectedValue(
          new ApiError('underwriting', {
            status: 422,
            text: 'Транспортний засіб знайдено в переліку',
            notice: 'underwritingVehicle',
          }),
        ),
      },
      'The contract needs extra underwriting of the vehicle: contact support.',
    ],
    [
      'other insurer refusal',
      { saveDraft: jest.fn().mockRejectedValue(new ApiError('generic', { status: 422 })) },
      'Something went wrong. Try later.',
    ],
  ])('a failed %s shows its message as text and keeps every value', async (_case, calls, message) => {
    const { user } = renderContract({ api: creationApi(calls), form: validToday() });
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    // As markup, the insurer's <b>is</b> would be a word in a bold element of its own.
    expect(within(alert).queryByText('is')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/en/contract');
    expect(screen.getByLabelText('Surname (in Latin)')).toHaveValue('Shevchenko');
    expect(screen.getByLabelText('Surname (in Latin)')).toBeEnabled();
    expect(submitButton()).toBeEnabled();
  });

  it('a retry after a failed status change keeps the saved draft', async () => {
    const api = creationApi({
      changeStatus: jest.fn().mockRejectedValueOnce(new ApiError('status')).mockResolvedValueOnce({ number: '7' }),
    });
    const { user } = renderContract({ api, form: validToday() });
    await user.click(submitButton());
    await screen.findByRole('alert');
    await user.click(submitButton());
    await waitFor(() => expect(window.location.pathname).toBe('/en/confirm'));
    expect(api.saveDraft).toHaveBeenCalledTimes(1);
    expect(api.changeStatus).toHaveBeenCalledTimes(2);
  });

  it('says too many attempts in Ukrainian when the draft is refused with 429', async () => {
    const api = creationApi({
      saveDraft: jest.fn().mockRejectedValue(new ApiError('tooManyAttempts', { status: 429 })),
    });
    const { user } = renderContract({ api, form: validToday(), locale: 'uk' });
    await user.click(screen.getByRole('button', { name: 'Підтвердити та отримати SMS-код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Забагато спроб, спробуйте пізніше');
    expect(window.location.pathname).toBe('/contract');
  });

  it('works in Ukrainian too', async () => {
    const api = creationApi({ saveDraft: jest.fn().mockRejectedValue(new ApiError('draft', { status: 400 })) });
    const { user } = renderContract({ api, form: validToday(), locale: 'uk' });
    await user.click(screen.getByRole('button', { name: 'Підтвердити та отримати SMS-код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не вдалося зберегти договір, зверніться до служби підтримки',
    );
  });
});

describe('the sign-and-pay cut-off (rules D13), on the insurer’s clock', () => {
  /** The insurer's clock (GET /serverTime) fixed at a Kyiv time of 1 July 2026 (UTC+3), whatever the buyer's says. */
  const insurerAt = (kyivTime: string) => () =>
    Promise.resolve({ now: new Date(`2026-07-01T${kyivTime}:00+03:00`), timeZone: 'Europe/Kyiv' });
  // The day after tomorrow on that calendar: a start date the insurer takes that day.
  const form = validToday({ startDate: '03.07.2026' });
  const insurerTimeKnown = () =>
    waitFor(() => expect(describedText(control('Start date'))).toContain('The contract covers'));

  it('past 23:55 saves no draft and spends no SMS, says what the confirm step would, and keeps every value', async () => {
    const api = creationApi();
    const { user, store } = renderContract({ api, form, serverTime: insurerAt('23:56') });
    await insurerTimeKnown();
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'It is past 23:55 Kyiv time, so this contract can no longer be signed and paid today.',
    );
    expect(api.saveDraft).not.toHaveBeenCalled();
    expect(api.sendCode).not.toHaveBeenCalled();
    expect(store.getState().journey.draft).toBeNull();
    expect(window.location.pathname).toBe('/en/contract');
    expect(screen.getByLabelText('Surname (in Latin)')).toHaveValue('Shevchenko');
  });

  it('says it in Ukrainian too', async () => {
    const api = creationApi();
    const { user } = renderContract({ api, form, serverTime: insurerAt('23:58'), locale: 'uk' });
    await waitFor(() => expect(describedText(control('Дата початку дії договору'))).toContain('Договір діятиме'));
    await user.click(screen.getByRole('button', { name: 'Підтвердити та отримати SMS-код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Зараз пізніше ніж 23:55 за київським часом, тому цей договір не можна підписати й оплатити сьогодні.',
    );
    expect(api.saveDraft).not.toHaveBeenCalled();
  });

  it('before 23:55 goes on to save the draft and send the code', async () => {
    const api = creationApi();
    const { user } = renderContract({ api, form, serverTime: insurerAt('23:54') });
    await insurerTimeKnown();
    await user.click(submitButton());
    await waitFor(() => expect(window.location.pathname).toBe('/en/confirm'));
    expect(api.sendCode).toHaveBeenCalledWith(501);
  });
});

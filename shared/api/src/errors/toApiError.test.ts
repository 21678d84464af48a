import { ERROR_KEYS, type ErrorKey } from '@greencard/domain';
import { ApiError, isApiError } from './ApiError';
import { toApiError } from './toApiError';
import { STEP_ERROR_TEXT_KEYS, type CommonErrorTextKey } from '@greencard/i18n';
import { commonEn, commonUk } from '@greencard/i18n/testing';
import type { UnderwritingNotice } from '@greencard/domain';
import { routeHttp, type Reply } from '../testing/routeAdapter';

/** The error axios throws for a reply, obtained through a real request. */
async function failureOf(reply: Reply): Promise<unknown> {
  const { http } = routeHttp({ 'GET /x': reply });
  return http.get('/x').then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('the catalogue', () => {
  it('has a text for every key and every underwriting notice: the common one, or the one step’s that says it', () => {
    const notices: UnderwritingNotice[] = ['underwritingPerson', 'underwritingVehicle'];
    for (const key of [...ERROR_KEYS, ...notices]) {
      if ((STEP_ERROR_TEXT_KEYS as readonly string[]).includes(key)) continue;
      const common = key as CommonErrorTextKey;
      expect(commonUk.errors[common]).toEqual(expect.any(String));
      expect(commonEn.errors[common]).toEqual(expect.any(String));
    }
    expect(ERROR_KEYS).toContain('serverError');
  });
});

describe('toApiError', () => {
  type Expected = { key: ErrorKey; status?: number; text?: string; notice?: string };

  it.each<[string, Reply, Expected]>([
    ['network failure', { fail: 'network' }, { key: 'serverError' }],
    ['timeout', { fail: 'timeout' }, { key: 'serverError' }],
    ['500', { status: 500, body: { message: 'Boom' } }, { key: 'serverError', status: 500 }],
    ['503 without body', { status: 503 }, { key: 'serverError', status: 503 }],
    [
      "the shop's SMS ceiling",
      { status: 503, body: { message: 'paused', errorCode: 'SMS_PAUSED', retryAfterSeconds: 60 } },
      { key: 'smsPaused', status: 503 },
    ],
    [
      "the shop's store out of reach",
      { status: 503, body: { message: 'x', errorCode: 'STORE_UNAVAILABLE' } },
      { key: 'serverError', status: 503 },
    ],
    [
      'an SMS budget of the shop',
      { status: 429, body: { message: 'x', errorCode: 'SMS_BUDGET', retryAfterSeconds: 120 } },
      { key: 'tooManyAttempts', status: 429 },
    ],
    [
      '429',
      { status: 429, body: { message: 'Slow down', retryAfterSeconds: 12 } },
      { key: 'tooManyAttempts', status: 429 },
    ],
    ['429 without body', { status: 429 }, { key: 'tooManyAttempts', status: 429 }],
    [
      '410 TOO_MANY_ATTEMPTS',
      { status: 410, body: { message: 'Burnt', errorCode: 'TOO_MANY_ATTEMPTS' } },
      { key: 'codeAttemptsExhausted', status: 410 },
    ],
    [
      '410 CODE_EXPIRED',
      { status: 410, body: { message: 'Expired', errorCode: 'CODE_EXPIRED' } },
      { key: 'codeExpired', status: 410 },
    ],
    ['410 other', { status: 410, body: {} }, { key: 'draft', status: 410 }],
    [
      '403 NOT_YOUR_CONTRACT (the shop server: another session’s contract)',
      { status: 403, body: { message: 'This contract belongs to another session', errorCode: 'NOT_YOUR_CONTRACT' } },
      { key: 'sessionMismatch', status: 403 },
    ],
    [
      '403 NOT_YOUR_CONTRACT beside field errors',
      {
        status: 403,
        body: { errorCode: 'NOT_YOUR_CONTRACT', errors: [{ field: 'contract_id', message: 'Not yours' }] },
      },
      { key: 'sessionMismatch', status: 403 },
    ],
    [
      '403 NOT_YOUR_CUSTOMER (the shop server: another session’s loyalty customer)',
      { status: 403, body: { message: 'Not the customer of this session', errorCode: 'NOT_YOUR_CUSTOMER' } },
      { key: 'loyaltyNotProved', status: 403 },
    ],
    [
      '403 with another code',
      { status: 403, body: { message: 'Forbidden', errorCode: 'OTHER' } },
      { key: 'generic', status: 403 },
    ],
    ['403 without a code', { status: 403, body: {} }, { key: 'draft', status: 403 }],
    [
      '409 AMOUNT_MISMATCH (a paid amount that does not cover the premium)',
      { status: 409, body: { message: 'Paid 1.00 of 1783.00', errorCode: 'AMOUNT_MISMATCH' } },
      { key: 'paymentMismatch', status: 409 },
    ],
    [
      'a code under another status than its own',
      { status: 400, body: { errorCode: 'AMOUNT_MISMATCH' } },
      { key: 'draft', status: 400 },
    ],
    [
      'a code named like an object property',
      { status: 403, body: { errorCode: 'toString' } },
      { key: 'draft', status: 403 },
    ],
    [
      '400 with errors',
      {
        status: 400,
        body: {
          message: 'Bad input',
          errors: [
            { field: 'name_first', message: 'Only Latin letters. Зверніться до служби підтримки.' },
            { field: 'body_number', message: 'Wrong body number. Attach the vehicle registration certificate.' },
            { field: 'code', message: 'Contact support.' },
          ],
        },
      },
      { key: 'insurerMessage', status: 400, text: 'Only Latin letters. Wrong body number.' },
    ],
    [
      '400 with unpunctuated and repeated field messages',
      {
        status: 400,
        body: {
          errors: [
            { field: 'a', message: 'Bad a' },
            { field: 'b', message: 'Bad a' },
          ],
        },
      },
      { key: 'insurerMessage', status: 400, text: 'Bad a.' },
    ],
    [
      '422 underwriting person',
      { status: 422, body: { message: 'Контрагента знайдено в переліку. Зверніться до служби підтримки.' } },
      { key: 'underwriting', status: 422, notice: 'underwritingPerson', text: 'Контрагента знайдено в переліку.' },
    ],
    [
      '422 underwriting vehicle',
      { status: 422, body: { message: 'Страховик відмовив у страхуванні транспортного засобу' } },
      {
        key: 'underwriting',
        status: 422,
        notice: 'underwritingVehicle',
        text: 'Страховик відмовив у страхуванні транспортного засобу',
      },
    ],
    [
      '422 underwriting beside field errors',
      {
        status: 422,
        body: {
          message: 'Транспортний засіб знайдено в переліку',
          errors: [{ field: 'state_number', message: 'Listed' }],
        },
      },
      {
        key: 'underwriting',
        status: 422,
        notice: 'underwritingVehicle',
        text: 'Транспортний засіб знайдено в переліку',
      },
    ],
    ['409 with a message', { status: 409, body: { message: 'Illegal state move' } }, { key: 'generic', status: 409 }],
    [
      '401 with a message',
      { status: 401, body: { message: 'Invalid partner token' } },
      { key: 'generic', status: 401 },
    ],
    ['404 with neither', { status: 404, body: {} }, { key: 'draft', status: 404 }],
    ['400 with an empty errors list', { status: 400, body: { errors: [] } }, { key: 'draft', status: 400 }],
    ['400 with a body that is no JSON', { status: 400, raw: '<html>Bad</html>' }, { key: 'draft', status: 400 }],
    ['400 with a malformed errors list', { status: 400, body: { errors: 'no' } }, { key: 'draft', status: 400 }],
  ])('%s', async (_name, reply, expected) => {
    const error = toApiError(await failureOf(reply), 'draft');
    expect(error).toBeInstanceOf(ApiError);
    const { key, status, text, notice } = error;
    expect({ key, status, text, notice }).toEqual(expected);
    expect(error.message).toContain(expected.key);
  });

  it('turns anything that is not an HTTP failure into serverError', () => {
    expect(toApiError(new TypeError('x'), 'draft').key).toBe('serverError');
    expect(toApiError('nonsense', 'status').key).toBe('serverError');
  });

  it('keeps an ApiError as it is', () => {
    const original = new ApiError('checkOTP');
    expect(toApiError(original, 'draft')).toBe(original);
    expect(isApiError(original)).toBe(true);
    expect(isApiError(new Error('checkOTP'))).toBe(false);
  });
});

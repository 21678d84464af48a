/** @jest-environment node */
// node: the calls run on axios with a route table, and the proof of work on WebCrypto, which jsdom lacks.
import type { ErrorKey } from '@greencard/api';
import { carriesAcceptedSmsProof, clientOf, describeCalls, failure, ok, type Reply } from '@greencard/api/testing';
import { checkCode, sendCode } from './codeCalls';

const keyOf = async (promise: Promise<unknown>): Promise<ErrorKey> => (await failure(promise)).key;

describeCalls([
  {
    name: 'sendCode',
    route: 'GET /sendCode',
    run: (client) => sendCode(client, 5),
    reply: ok({ sentAt: '2024-03-10T12:00:00+02:00', resendAfterSeconds: 30 }),
    result: { sentAt: '2024-03-10T12:00:00+02:00', resendAfterSeconds: 30 },
    request: { params: { contract_id: 5 } },
    fallback: 'sendOTP',
    // Any data but 'OK' is a code sent (rules D4).
    malformed: undefined,
  },
  {
    name: 'checkCode',
    route: 'POST /checkCode',
    run: (client) => checkCode(client, 5, '123456'),
    reply: ok('OK'),
    result: { ok: true },
    request: { body: { code: '123456', contract_id: 5 } },
    fallback: 'checkOTP',
    malformed: undefined, // any data but 'OK' is a wrong code, so only a missing envelope is malformed
  },
]);

describe('sendCode', () => {
  it('sends a proof of work the shop server accepts', async () => {
    let accepted: Promise<boolean> | undefined;
    const { client, requests } = clientOf({
      'GET /sendCode': (config) => ((accepted = carriesAcceptedSmsProof(config)), ok({ resendAfterSeconds: 30 })),
    });
    await sendCode(client, 5);
    expect(requests.map((r) => r.url)).toEqual(['/smsChallenge', '/sendCode']);
    expect(await accepted).toBe(true);
  });

  it("counts a 2xx whose data is 'OK' as a failure (rules D4)", async () => {
    expect(await keyOf(sendCode(clientOf({ 'GET /sendCode': ok('OK') }).client, 5))).toBe('sendOTP');
  });

  it.each<[string, unknown, unknown]>([
    ['the minimal answer the spec allows: any data but OK', 'SENT', {}],
    ['an empty object', {}, {}],
    ['a number', 1, {}],
    [
      'the send time and the pause',
      { sentAt: '2024-03-10T10:00:00+02:00', resendAfterSeconds: 45 },
      { sentAt: '2024-03-10T10:00:00+02:00', resendAfterSeconds: 45 },
    ],
    [
      'a richer answer, whose fields of another shape are left out',
      { sentAt: 'soon', resendAfterSeconds: '30', channel: 'sms' },
      {},
    ],
  ])('counts %s as a code sent (rules D4)', async (_name, data, sent) => {
    await expect(sendCode(clientOf({ 'GET /sendCode': ok(data) }).client, 5)).resolves.toEqual(sent);
  });

  it('reads 429 as too many attempts, with the wait', async () => {
    const { client } = clientOf({ 'GET /sendCode': { status: 429, body: { message: 'Wait', retryAfterSeconds: 17 } } });
    await expect(sendCode(client, 5)).rejects.toMatchObject({ key: 'tooManyAttempts', retryAfterSeconds: 17 });
  });
});

describe('checkCode', () => {
  it.each<[string, Reply, unknown]>([
    ['right', ok('OK'), { ok: true }],
    ['wrong, with tries left', ok({ result: 'WRONG_CODE', attemptsLeft: 3 }), { ok: false, attemptsLeft: 3 }],
    ['wrong, without a count', ok({ result: 'WRONG_CODE' }), { ok: false }],
    ['anything else', ok('NO'), { ok: false }],
    ['an odd shape', ok(42), { ok: false }],
  ])('%s', async (_name, reply, result) => {
    await expect(checkCode(clientOf({ 'POST /checkCode': reply }).client, 5, '123456')).resolves.toEqual(result);
  });

  it('texts nobody, so sends no proof of work', async () => {
    const { client, requests } = clientOf({ 'POST /checkCode': ok('OK') });
    await checkCode(client, 5, '123456');
    expect(requests.map((r) => r.url)).toEqual(['/checkCode']);
  });

  it.each<[string, ErrorKey]>([
    ['TOO_MANY_ATTEMPTS', 'codeAttemptsExhausted'],
    ['CODE_EXPIRED', 'codeExpired'],
  ])('410 %s -> %s', async (errorCode, key) => {
    const { client } = clientOf({ 'POST /checkCode': { status: 410, body: { message: 'Gone', errorCode } } });
    expect(await keyOf(checkCode(client, 5, '123456'))).toBe(key);
  });
});

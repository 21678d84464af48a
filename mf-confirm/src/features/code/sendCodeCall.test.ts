/** @jest-environment node */
// node: the calls run on axios with a route table, and the proof of work on WebCrypto, which jsdom lacks.
import type { ErrorKey } from '@greencard/api';
import { carriesAcceptedSmsProof, clientOf, describeCalls, failure, ok } from '@greencard/api/testing';
import { sendCode } from './sendCodeCall';

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

  it('reads 429 as too many attempts', async () => {
    const { client } = clientOf({ 'GET /sendCode': { status: 429, body: { message: 'Wait', retryAfterSeconds: 17 } } });
    await expect(sendCode(client, 5)).rejects.toMatchObject({ key: 'tooManyAttempts' });
  });
});

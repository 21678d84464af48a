/** @jest-environment node */
// node: the calls run on axios with a route table, and the proof of work on WebCrypto, which jsdom lacks.
import { carriesAcceptedSmsProof, clientOf, describeCalls, failure, ok } from '@greencard/api/testing';
import { sendCode } from './sendCodeCall';

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

describe('sendCode, the first code of a contract', () => {
  it('sends a proof of work the shop server accepts', async () => {
    let accepted: Promise<boolean> | undefined;
    const { client, requests } = clientOf({
      'GET /sendCode': (config) => ((accepted = carriesAcceptedSmsProof(config)), ok({})),
    });
    await sendCode(client, 5);
    expect(requests.map((r) => r.url)).toEqual(['/smsChallenge', '/sendCode']);
    expect(await accepted).toBe(true);
  });

  it("counts a 2xx whose data is 'OK' as a failure (rules D4)", async () => {
    expect((await failure(sendCode(clientOf({ 'GET /sendCode': ok('OK') }).client, 5))).key).toBe('sendOTP');
  });

  it.each<[string, unknown, unknown]>([
    ['the minimal answer the spec allows: any data but OK', 'SENT', {}],
    ['the send time alone', { sentAt: '2024-03-10T10:00:00+02:00' }, { sentAt: '2024-03-10T10:00:00+02:00' }],
    ['fields of another shape, left out', { sentAt: 'soon', resendAfterSeconds: '30' }, {}],
  ])('counts %s as a code sent (rules D4)', async (_name, data, sent) => {
    await expect(sendCode(clientOf({ 'GET /sendCode': ok(data) }).client, 5)).resolves.toEqual(sent);
  });
});

/** @jest-environment node */
// node: the calls run on axios with a route table, as the api's own tests do.
import type { ErrorKey } from '@greencard/api';
import { clientOf, describeCalls, failure, ok, type Reply } from '@greencard/api/testing';
import { checkCode } from './checkCodeCall';

const keyOf = async (promise: Promise<unknown>): Promise<ErrorKey> => (await failure(promise)).key;

describeCalls([
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

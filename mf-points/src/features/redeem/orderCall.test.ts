/** @jest-environment node */
// node: the calls run on axios with a route table, and the proof of work on WebCrypto, which jsdom lacks.
import type { ErrorKey } from '@greencard/api';
import { carriesAcceptedSmsProof, clientOf, describeCalls, failure, ok, type Reply } from '@greencard/api/testing';
import { loyaltyCheckSecret, loyaltyRelease, loyaltySendSecret } from './orderCall';

const ORDER = { customerId: 'loyal-42', contractId: 5, paidByPoints: 100 };

describeCalls([
  {
    name: 'loyaltySendSecret',
    route: 'POST /loyalty/order',
    run: (client) => loyaltySendSecret(client, ORDER),
    reply: {
      status: 200,
      body: {
        errorCode: 'AUTH_FAILED_SECRET_REQUIRED',
        errorMessage: 'Secret sent',
        data: { sentAt: '2024-03-10T12:00:00+02:00', resendAfterSeconds: 60 },
      },
    },
    result: { sentAt: '2024-03-10T12:00:00+02:00', resendAfterSeconds: 60 },
    request: { body: { customer_id: 'loyal-42', contract_id: 5, paidByPoints: 100 } },
    fallback: 'pointsDefault',
    malformed: { resendAfterSeconds: 'sixty' },
  },
  {
    name: 'loyaltyCheckSecret',
    route: 'POST /loyalty/order',
    run: (client) => loyaltyCheckSecret(client, ORDER, '654321'),
    reply: ok({ reserved: 100, amountToPay: 1683 }),
    result: { reserved: 100, amountToPay: 1683 },
    request: { body: { customer_id: 'loyal-42', contract_id: 5, paidByPoints: 100, secret: '654321' } },
    fallback: 'pointsDefault',
    // Any answer without error fields reserves the points (rules §7); error fields of no known shape are not one.
    malformed: undefined,
    malformedBody: { errorCode: { a: 1 } },
  },
  {
    name: 'loyaltyRelease',
    route: 'POST /loyalty/order',
    run: (client) => loyaltyRelease(client, { customerId: 'loyal-42', contractId: 5 }),
    reply: ok({ reserved: 0, amountToPay: 1783, cancelledPayments: 1 }),
    result: { reserved: 0, amountToPay: 1783 },
    request: { body: { customer_id: 'loyal-42', contract_id: 5, paidByPoints: 0 } },
    fallback: 'pointsDefault',
    malformed: { reserved: 0, amountToPay: 1783, cancelledPayments: 'one' },
  },
]);

const keyOf = async (promise: Promise<unknown>): Promise<ErrorKey> => (await failure(promise)).key;
const answer = (fields: Record<string, unknown>): Reply => ({ status: 200, body: fields });

describe('the proof of work before a message', () => {
  it('sending the secret sends a solution the shop server accepts', async () => {
    let accepted: Promise<boolean> | undefined;
    const { client, requests } = clientOf({
      'POST /loyalty/order': (config) => ((accepted = carriesAcceptedSmsProof(config)), ok({})),
    });
    await loyaltySendSecret(client, { customerId: 'LC-1', contractId: 5, paidByPoints: 10 });
    expect(requests.map((r) => r.url)).toEqual(['/smsChallenge', '/loyalty/order']);
    expect(await accepted).toBe(true);
  });

  it('checking the secret and releasing the points text nobody, and send none', async () => {
    const { client, requests } = clientOf({ 'POST /loyalty/order': ok({ reserved: 0, amountToPay: 1783 }) });
    await loyaltyCheckSecret(client, ORDER, '654321');
    await loyaltyRelease(client, { customerId: 'loyal-42', contractId: 5 });
    expect(requests.map((r) => r.url)).toEqual(['/loyalty/order', '/loyalty/order']);
  });
});

describe('loyalty order', () => {
  const order = ORDER;

  it.each<[string, Reply, unknown]>([
    [
      'AUTH_FAILED_SECRET_REQUIRED',
      answer({ errorCode: 'AUTH_FAILED_SECRET_REQUIRED', data: { resendAfterSeconds: 60 } }),
      { resendAfterSeconds: 60 },
    ],
    ['errorCode 0', answer({ errorCode: 0, errorMessage: 'ok' }), {}],
    ["errorCode '0'", answer({ errorCode: '0' }), {}],
    ['no error fields', answer({ data: { resendAfterSeconds: 60 } }), { resendAfterSeconds: 60 }],
    ['null error fields', answer({ errorCode: null, errorMessage: null }), {}],
  ])('sending accepts %s', async (_name, reply, result) => {
    const { client } = clientOf({ 'POST /loyalty/order': reply });
    await expect(loyaltySendSecret(client, order)).resolves.toEqual(result);
  });

  it.each<[string, Reply]>([
    ['another errorCode', answer({ errorCode: 'ACCOUNT_LOCKED' })],
    ['AUTH_FAILED_INVALID_SECRET', answer({ errorCode: 'AUTH_FAILED_INVALID_SECRET' })],
    ['a message alone', answer({ errorMessage: 'Something failed' })],
  ])('sending refuses %s as pointsDefault', async (_name, reply) => {
    const { client } = clientOf({ 'POST /loyalty/order': reply });
    expect(await keyOf(loyaltySendSecret(client, order))).toBe('pointsDefault');
  });

  it.each<[string, Reply, ErrorKey]>([
    ['AUTH_FAILED_SECRET_REQUIRED', answer({ errorCode: 'AUTH_FAILED_SECRET_REQUIRED' }), 'pointsInvalidSecret'],
    [
      'AUTH_FAILED_INVALID_SECRET',
      answer({ errorCode: 'AUTH_FAILED_INVALID_SECRET', errorMessage: 'Wrong' }),
      'pointsInvalidSecret',
    ],
    ['errorCode 0', answer({ errorCode: 0, data: { reserved: 100, amountToPay: 1683 } }), 'pointsDefault'],
    ['another errorCode', answer({ errorCode: 'ACCOUNT_LOCKED' }), 'pointsDefault'],
    [
      'a message alone',
      answer({ errorMessage: 'Failed', data: { reserved: 100, amountToPay: 1683 } }),
      'pointsDefault',
    ],
    ['error fields of the wrong type', answer({ errorCode: { a: 1 } }), 'serverError'],
  ])('checking refuses %s as %s', async (_name, reply, key) => {
    const { client } = clientOf({ 'POST /loyalty/order': reply });
    expect(await keyOf(loyaltyCheckSecret(client, order, '654321'))).toBe(key);
  });

  it.each<[string, Reply, unknown]>([
    ['the minimal answer the spec allows: no error fields, nothing else', answer({}), {}],
    [
      'null error fields and data of no known shape',
      answer({ errorCode: null, errorMessage: null, data: 'reserved' }),
      {},
    ],
    ['the figures', answer({ data: { reserved: 100, amountToPay: 1683 } }), { reserved: 100, amountToPay: 1683 }],
    [
      'a richer answer',
      answer({ data: { reserved: 100, amountToPay: 1683, cancelledPayments: 1, balance: 900 } }),
      { reserved: 100, amountToPay: 1683 },
    ],
  ])('checking accepts %s (rules §7)', async (_name, reply, result) => {
    const { client } = clientOf({ 'POST /loyalty/order': reply });
    await expect(loyaltyCheckSecret(client, order, '654321')).resolves.toEqual(result);
  });

  it('reads the shop server’s refusal of another session’s customer or contract as sessionMismatch', async () => {
    const { client } = clientOf({
      'POST /loyalty/order': { status: 403, body: { message: 'Not yours', errorCode: 'NOT_YOUR_CONTRACT' } },
    });
    expect(await keyOf(loyaltySendSecret(client, order))).toBe('sessionMismatch');
  });
});

describe('loyalty release', () => {
  const release = { customerId: 'loyal-42', contractId: 5 };

  it('asks for 0 points without a secret and returns what is reserved and due', async () => {
    const { client, requests } = clientOf({
      'POST /loyalty/order': ok({ reserved: 0, amountToPay: 1783, cancelledPayments: 2 }),
    });
    await expect(loyaltyRelease(client, release)).resolves.toEqual({ reserved: 0, amountToPay: 1783 });
    expect(requests[0]?.body).toEqual({ customer_id: 'loyal-42', contract_id: 5, paidByPoints: 0 });
  });

  it('accepts an answer without cancelledPayments', async () => {
    const { client } = clientOf({ 'POST /loyalty/order': ok({ reserved: 0, amountToPay: 1783 }) });
    await expect(loyaltyRelease(client, release)).resolves.toEqual({ reserved: 0, amountToPay: 1783 });
  });

  it.each<[string, Reply, ErrorKey]>([
    // Asking for 0 points must never be taken for "a secret was sent": that would leave the reservation in place.
    [
      'AUTH_FAILED_SECRET_REQUIRED',
      answer({ errorCode: 'AUTH_FAILED_SECRET_REQUIRED', data: { resendAfterSeconds: 60 } }),
      'pointsDefault',
    ],
    ['errorCode 0', answer({ errorCode: 0, data: { reserved: 0, amountToPay: 1783 } }), 'pointsDefault'],
    ['a message alone', answer({ errorMessage: 'Failed', data: { reserved: 0, amountToPay: 1783 } }), 'pointsDefault'],
    ['no error fields but no data', answer({}), 'serverError'],
    ['figures of the wrong type', ok({ reserved: '0', amountToPay: 1783 }), 'serverError'],
    ['too many requests (429)', { status: 429, body: { retryAfterSeconds: 20 } }, 'tooManyAttempts'],
    ['a contract that may not change its points (409)', { status: 409, body: {} }, 'pointsDefault'],
  ])('refuses %s as %s', async (_name, reply, key) => {
    const { client } = clientOf({ 'POST /loyalty/order': reply });
    expect(await keyOf(loyaltyRelease(client, release))).toBe(key);
  });
});

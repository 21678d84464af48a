/** @jest-environment node */
// node: the calls run on axios with a route table, as the api's own tests do.
import type { ErrorKey } from '@greencard/api';
import { clientOf, describeCalls, failure, ok, type Reply } from '@greencard/api/testing';
import { confirmContractPayment } from './confirmationCall';

describeCalls([
  {
    name: 'confirmContractPayment',
    route: 'POST /confirmContractPayment',
    run: (client) => confirmContractPayment(client, 'portmone', 5, { SHOPORDERNUMBER: '1234567890', RESULT: '0' }),
    reply: ok({ status: 'PAID', contractNumber: 'GC-000005', contractId: 5 }),
    result: { status: 'PAID', contractNumber: 'GC-000005', contractId: 5 },
    request: {
      body: { provider: 'portmone', contract_id: 5, params: { SHOPORDERNUMBER: '1234567890', RESULT: '0' } },
    },
    fallback: 'serverError',
    malformed: { status: 'MAYBE', contractNumber: 'GC-000005', contractId: 5 },
  },
]);

describe('confirmContractPayment', () => {
  const confirm = (routes: Record<string, Reply>) =>
    confirmContractPayment(clientOf(routes).client, 'easypay', 41, { orderId: 'GC00000041-1' });

  it('names the contract beside what came back to the return URL', async () => {
    const { client, requests } = clientOf({
      'POST /confirmContractPayment': ok({ status: 'PENDING', contractNumber: 'GC00000041', contractId: 41 }),
    });
    await confirmContractPayment(client, 'easypay', 41, { orderId: 'GC00000041-1' });
    expect(requests[0]?.body).toEqual({ provider: 'easypay', contract_id: 41, params: { orderId: 'GC00000041-1' } });
  });

  it.each<[string, Reply, ErrorKey]>([
    [
      'the shop server refusing another session’s contract (403 NOT_YOUR_CONTRACT)',
      { status: 403, body: { message: 'Not your contract', errorCode: 'NOT_YOUR_CONTRACT' } },
      'sessionMismatch',
    ],
    [
      'a paid amount that does not cover the premium (409 AMOUNT_MISMATCH)',
      { status: 409, body: { message: 'Paid 1.00, due 1783.00', errorCode: 'AMOUNT_MISMATCH' } },
      'paymentMismatch',
    ],
    ['a payment of another contract (400)', { status: 400, body: { message: 'Unknown payment' } }, 'generic'],
    [
      'the shop server’s abuse limit (429)',
      { status: 429, body: { message: 'Slow down', retryAfterSeconds: 30 } },
      'tooManyAttempts',
    ],
  ])('%s -> %s', async (_name, reply, key) => {
    expect((await failure(confirm({ 'POST /confirmContractPayment': reply }))).key).toBe(key);
  });
});

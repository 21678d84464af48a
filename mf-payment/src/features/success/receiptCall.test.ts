/** @jest-environment node */
// node: the calls run on axios with a route table, as the api's own tests do.
import { clientOf, describeCalls, ok } from '@greencard/api/testing';
import { getReceipt } from './receiptCall';

const RECEIPT = {
  contractId: 5,
  number: 'GC-000005',
  state: 'EMITTED',
  premium: 1783,
  paidByPoints: 100,
  paidOnline: 1683,
  payedAt: '2024-03-10T12:00:00+02:00',
  policy: { number: 'UA/123', validFrom: '2024-03-12', validTo: '2024-04-11' },
};

describeCalls([
  {
    name: 'getReceipt',
    route: 'GET /order/ewaShow',
    run: (client) => getReceipt(client, 5),
    reply: ok(RECEIPT),
    result: RECEIPT,
    request: { params: { contract_id: 5 } },
    fallback: 'receipt',
    malformed: { ...RECEIPT, state: 'LOST' },
  },
]);

describe('getReceipt', () => {
  it.each(['DRAFT', 'REQUEST', 'SIGNED', 'PAID', 'EMITTED', 'DECLINED', 'CANCELLED'])(
    'reads a contract in the state %s',
    async (state) => {
      const { client } = clientOf({ 'GET /order/ewaShow': ok({ ...RECEIPT, state }) });
      await expect(getReceipt(client, 5)).resolves.toEqual({ ...RECEIPT, state });
    },
  );
});

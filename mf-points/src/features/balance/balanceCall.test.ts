/** @jest-environment node */
// node: the calls run on axios with a route table, as the api's own tests do.
import { describeCalls, ok } from '@greencard/api/testing';
import { loyaltyBalance } from './balanceCall';

describeCalls([
  {
    name: 'loyaltyBalance',
    route: 'POST /loyalty/balance',
    run: (client) => loyaltyBalance(client, 'loyal-42', 5),
    reply: ok({ balance: 1000, redeemable: 534.9 }),
    result: { balance: 1000, redeemable: 534.9 },
    request: { body: { customer_id: 'loyal-42', contract_id: 5 } },
    fallback: 'pointsDefault',
    malformed: { balance: '1000' },
  },
]);

import { schema, type Answer, type InsurerClient } from '@greencard/api';

/** POST /loyalty/balance (rules D3): the balance and how much of it may pay for this contract. */
const LoyaltyBalance = schema(({ type, number }) => type({ balance: number(), redeemable: number() }));
export type LoyaltyBalance = Answer<typeof LoyaltyBalance>;

export const loyaltyBalance = (
  client: InsurerClient,
  customerId: string,
  contractId: number,
): Promise<LoyaltyBalance> =>
  client.call(
    { method: 'POST', url: '/loyalty/balance', data: { customer_id: customerId, contract_id: contractId } },
    LoyaltyBalance,
    'pointsDefault',
  );

import { schema, type Answer, type InsurerClient } from '@greencard/api';
import { listGuard, type ContractState } from '@greencard/domain';

/** Every state a receipt's contract may be in (docs/insurer-api.md). */
const CONTRACT_STATES: readonly ContractState[] = [
  'DRAFT',
  'REQUEST',
  'SIGNED',
  'PAID',
  'EMITTED',
  'DECLINED',
  'CANCELLED',
];

/** GET /order/ewaShow: the receipt and policy data. */
const Receipt = schema(({ type, optional, number, string, define, isoDate, instant }) =>
  type({
    contractId: number(),
    number: string(),
    state: define<ContractState>('ContractState', listGuard(CONTRACT_STATES)),
    premium: number(),
    paidByPoints: number(),
    paidOnline: number(),
    payedAt: optional(instant()),
    policy: optional(type({ number: string(), validFrom: isoDate(), validTo: isoDate() })),
    receiptUrl: optional(string()),
  }),
);
export type Receipt = Answer<typeof Receipt>;

/** GET /order/ewaShow: the receipt and policy data of a concluded contract. */
export const getReceipt = (client: InsurerClient, contractId: number): Promise<Receipt> =>
  client.call({ method: 'GET', url: '/order/ewaShow', params: { contract_id: contractId } }, Receipt, 'receipt');

import { number, optional, string, type, type Infer } from 'superstruct';
import { ContractStateStruct, InstantStruct, IsoDateStruct } from './shared';

/** GET /order/ewaShow: the receipt and policy data. */
export const Receipt = type({
  contractId: number(),
  number: string(),
  state: ContractStateStruct,
  premium: number(),
  paidByPoints: number(),
  paidOnline: number(),
  payedAt: optional(InstantStruct),
  policy: optional(type({ number: string(), validFrom: IsoDateStruct, validTo: IsoDateStruct })),
  receiptUrl: optional(string()),
});
export type Receipt = Infer<typeof Receipt>;

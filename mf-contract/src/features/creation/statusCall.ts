import { schema, type Answer, type InsurerClient } from '@greencard/api';
import type { ContractState } from '@greencard/domain';

/** PUT /green/change/status: the contract's number once it is in its new state. */
const StatusChanged = schema(({ type, string }) => type({ number: string() }));
export type StatusChanged = Answer<typeof StatusChanged>;

/** PUT /green/change/status: the shop only ever asks for REQUEST (rules §4). */
export const changeStatus = (
  client: InsurerClient,
  contractId: number,
  state: Extract<ContractState, 'REQUEST'> = 'REQUEST',
): Promise<StatusChanged> =>
  client.call(
    { method: 'PUT', url: '/green/change/status', data: { contract_id: contractId, state } },
    StatusChanged,
    'status',
  );

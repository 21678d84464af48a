import type { ContractState } from '@greencard/domain';
import { buildDraft, type DraftDialect, type DraftInput } from '../draft';
import { ContractByCode, DraftSaved, StatusChanged } from '../schemas';
import { call, type CallContext } from './context';

export function contractCalls(context: CallContext) {
  return {
    /** POST /green/save/draft in the configured reading (D2), or the one given. */
    saveDraft: (input: DraftInput, dialect: DraftDialect = context.draftDialect): Promise<DraftSaved> =>
      call(
        context,
        { method: 'POST', url: '/green/save/draft', data: buildDraft(input, dialect) },
        DraftSaved,
        'draft',
      ),

    /** PUT /green/change/status: the shop only ever asks for REQUEST (spec 4). */
    changeStatus: (contractId: number, state: Extract<ContractState, 'REQUEST'> = 'REQUEST'): Promise<StatusChanged> =>
      call(
        context,
        { method: 'PUT', url: '/green/change/status', data: { contract_id: contractId, state } },
        StatusChanged,
        'status',
      ),

    /** GET /getContractByEwaCode: a contract found by its number. */
    getContractByEwaCode: (code: string): Promise<ContractByCode> =>
      call(context, { method: 'GET', url: '/getContractByEwaCode', params: { code } }, ContractByCode, 'serverError'),
  };
}

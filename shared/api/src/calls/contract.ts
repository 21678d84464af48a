import type { ContractState } from '@greencard/domain';
import { buildDraft, type DraftInput } from '../draft';
import { idempotencyHeaders } from '../idempotency';
import { DraftSaved, StatusChanged } from '../schemas';
import { call, type CallContext } from './context';

export function contractCalls(context: CallContext) {
  return {
    /** POST /green/save/draft in the draft reading the client was made with; a retry passes its attempt's key. */
    saveDraft: (input: DraftInput, options: { idempotencyKey?: string } = {}): Promise<DraftSaved> =>
      call(
        context,
        {
          method: 'POST',
          url: '/green/save/draft',
          data: buildDraft(input, context.draftDialect),
          headers: idempotencyHeaders(options.idempotencyKey),
        },
        DraftSaved,
        'draft',
      ),

    /** PUT /green/change/status: the shop only ever asks for REQUEST (rules §4). */
    changeStatus: (contractId: number, state: Extract<ContractState, 'REQUEST'> = 'REQUEST'): Promise<StatusChanged> =>
      call(
        context,
        { method: 'PUT', url: '/green/change/status', data: { contract_id: contractId, state } },
        StatusChanged,
        'status',
      ),
  };
}

import type { Receipt } from '@greencard/api';
import { useInsurerAnswer } from '@greencard/step';

export type ReceiptState =
  | { status: 'loading' }
  | { status: 'ready'; receipt: Receipt }
  /** Shown as the receipt message whatever the cause: the page says which of its parts is missing. */
  | { status: 'failed' };

/** The payment receipt and policy data of a concluded contract (GET /order/ewaShow), with a retry on failure. */
export function useReceipt(contractId: number): { state: ReceiptState; retry: () => void } {
  const answer = useInsurerAnswer(String(contractId), (api) => api.getReceipt(contractId));
  const state: ReceiptState =
    answer.status === 'ready'
      ? { status: 'ready', receipt: answer.data }
      : answer.status === 'failed'
        ? { status: 'failed' }
        : { status: 'loading' };
  return { state, retry: answer.retry };
}

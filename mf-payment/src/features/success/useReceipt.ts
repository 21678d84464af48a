import { useInsurerAnswer } from '@greencard/step';
import { getReceipt, type Receipt } from './receiptCall';

export type ReceiptState =
  | { status: 'loading' }
  | { status: 'ready'; receipt: Receipt }
  /** Shown as the receipt message whatever the cause: the page says which of its parts is missing. */
  | { status: 'failed' };

/** The payment receipt and policy data of a concluded contract (GET /order/ewaShow), with a retry on failure. */
export function useReceipt(contractId: number): { state: ReceiptState; retry: () => void } {
  const answer = useInsurerAnswer(String(contractId), (client) => getReceipt(client, contractId));
  const state: ReceiptState =
    answer.status === 'ready'
      ? { status: 'ready', receipt: answer.data }
      : answer.status === 'failed'
        ? { status: 'failed' }
        : { status: 'loading' };
  return { state, retry: answer.retry };
}

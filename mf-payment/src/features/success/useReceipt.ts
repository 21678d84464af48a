import { useCallback, useEffect, useRef, useState } from 'react';
import type { Receipt } from '@greencard/api';
import { useApi } from '@greencard/step';

export type ReceiptState =
  | { status: 'loading' }
  | { status: 'ready'; receipt: Receipt }
  /** Shown as the receipt message whatever the cause: the page says which of its parts is missing. */
  | { status: 'failed' };

/** The payment receipt and policy data of a concluded contract (GET /order/ewaShow), with a retry on failure. */
export function useReceipt(contractId: number) {
  const api = useApi();
  const [state, setState] = useState<ReceiptState>({ status: 'loading' });
  const mounted = useRef(false);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const receipt = await api.getReceipt(contractId);
      if (mounted.current) setState({ status: 'ready', receipt });
    } catch {
      if (mounted.current) setState({ status: 'failed' });
    }
  }, [api, contractId]);

  useEffect(() => {
    mounted.current = true;
    void load();
    return () => {
      mounted.current = false;
    };
  }, [load]);

  return { state, retry: load };
}

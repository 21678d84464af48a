import { useSyncExternalStore } from 'react';
import { BrowserOnly, subscribeToAddress } from '@greencard/step';

const currentSearch = () => window.location.search;

/** The server renders one page for every query: the payment pages, which differ by theirs, render in the browser. */
const serverSearch = () => {
  throw new BrowserOnly('the address query');
};

/**
 * The query of the address, kept current like useStepPath keeps the path: the bank's return and the result page
 * share one path (/paySuccess) and differ only in their query.
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(subscribeToAddress, currentSearch, serverSearch);
}

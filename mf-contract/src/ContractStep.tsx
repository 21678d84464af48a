import { useBrowserOnly, useStepPath } from '@greencard/step';
import routes from '../routes.json';
import { ContractPage } from './features/ContractPage';

/** The contract step's one page, where its routes.json puts it (in both languages). */
export function ContractStep() {
  // The page is the buyer's journey, kept in this browser: the server leaves it to the browser.
  useBrowserOnly('the saved journey');
  const path = useStepPath();
  return routes.some((route) => route.path === path) ? <ContractPage /> : null;
}

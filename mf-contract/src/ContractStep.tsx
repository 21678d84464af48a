import { useStepPath } from '@greencard/step';
import { ContractPage } from './features/ContractPage';

/** The contract module's one page: /contract (and /en/contract). */
export function ContractStep() {
  return useStepPath() === '/contract' ? <ContractPage /> : null;
}

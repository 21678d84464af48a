import { useStepPath } from '@greencard/step';
import routes from '../routes.json';
import { ContractPage } from './features/ContractPage';

/** The contract step's one page, where its routes.json puts it (in both languages). */
export function ContractStep() {
  const path = useStepPath();
  return routes.some((route) => route.path === path) ? <ContractPage /> : null;
}

import { useBrowserOnly, useStepPath } from '@greencard/step';
import routes from '../routes.json';
import { ContractPage } from './features/ContractPage';
import { UiShowcase } from './features/showcase/UiShowcase';

/** The contract page: the buyer's journey, kept in this browser, so the server leaves it to the browser. */
function JourneyContractPage() {
  useBrowserOnly('the saved journey');
  return <ContractPage />;
}

/** The contract step's pages, where its routes.json puts them (in both languages). */
export function ContractStep() {
  const path = useStepPath();
  const page = routes.find((route) => route.path === path)?.page;
  if (page === 'contract') return <JourneyContractPage />;
  // The widget showcase needs no journey: its first view is rendered with the step's build.
  if (page === 'ui') return <UiShowcase />;
  return null;
}

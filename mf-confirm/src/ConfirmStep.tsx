import { useBrowserOnly, useStepPath } from '@greencard/step';
import routes from '../routes.json';
import { ConfirmPage } from './features/confirm/ConfirmPage';
import './confirm.css';

/** The confirm step's one page, where its routes.json puts it (in both languages). */
export function ConfirmStep() {
  // The page is the buyer's journey, kept in this browser: the server leaves it to the browser.
  useBrowserOnly('the saved journey');
  const path = useStepPath();
  return routes.some((route) => route.path === path) ? <ConfirmPage /> : null;
}

import { useStepPath } from '@greencard/step';
import routes from '../routes.json';
import { ConfirmPage } from './features/confirm/ConfirmPage';
import './confirm.css';

/** The confirm step's one page, where its routes.json puts it (in both languages). */
export function ConfirmStep() {
  const path = useStepPath();
  return routes.some((route) => route.path === path) ? <ConfirmPage /> : null;
}

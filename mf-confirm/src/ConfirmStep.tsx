import { useStepPath } from '@greencard/step';
import { ConfirmPage } from './features/confirm/ConfirmPage';
import './confirm.css';

/** The confirm step owns one page: /confirm (and /en/confirm). */
export function ConfirmStep() {
  return useStepPath() === '/confirm' ? <ConfirmPage /> : null;
}

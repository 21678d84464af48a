import { STEP_PATHS } from '@greencard/i18n';
import { useStepPath } from '@greencard/step';
import { PointsPage } from './PointsPage';
import './points.css';

/** The points step owns one page: /points (and /en/points). */
export function PointsStep() {
  return useStepPath() === STEP_PATHS.points ? <PointsPage /> : null;
}

import { useStepPath } from '@greencard/step';
import routes from '../routes.json';
import { HomePage } from './home/HomePage';
import './calculator.css';

/** The calculator step's one page, where its routes.json puts it (in both languages). */
export function CalculatorStep() {
  const path = useStepPath();
  return routes.some((route) => route.path === path) ? <HomePage /> : null;
}

import { useStepPath } from '@greencard/step';
import { HomePage } from './home/HomePage';
import './calculator.css';

/** The calculator owns one page: home (/ and /en). */
export function CalculatorStep() {
  return useStepPath() === '/' ? <HomePage /> : null;
}

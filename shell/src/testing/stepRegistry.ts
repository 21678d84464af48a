// A registry of the five steps for tests, with each step's own routes.json and step.json: the shell is tested with the
// pages, the journey and the calls the steps actually declare.
import { parseStepCalls, parseStepJson, parseStepRoutes } from '@greencard/step-contract';
import calculatorRoutes from '../../../mf-calculator/routes.json';
import calculator from '../../../mf-calculator/step.json';
import confirmRoutes from '../../../mf-confirm/routes.json';
import confirm from '../../../mf-confirm/step.json';
import contractRoutes from '../../../mf-contract/routes.json';
import contract from '../../../mf-contract/step.json';
import paymentRoutes from '../../../mf-payment/routes.json';
import payment from '../../../mf-payment/step.json';
import pointsRoutes from '../../../mf-points/routes.json';
import points from '../../../mf-points/step.json';
import type { RegistryEntry, Registry } from '../remotes/registry';

function entry(name: string, port: number, routes: unknown, declared: unknown): RegistryEntry {
  const { journey, calls, uses = [] } = parseStepJson(declared, name);
  return {
    manifest: `http://127.0.0.1:${port}/mf-manifest.json`,
    routes: parseStepRoutes(routes, name),
    journey,
    calls: parseStepCalls(calls, name),
    uses,
  };
}

export const TEST_REGISTRY = {
  calculator: entry('calculator', 9001, calculatorRoutes, calculator),
  contract: entry('contract', 9002, contractRoutes, contract),
  confirm: entry('confirm', 9003, confirmRoutes, confirm),
  points: entry('points', 9004, pointsRoutes, points),
  payment: entry('payment', 9005, paymentRoutes, payment),
} satisfies Registry;

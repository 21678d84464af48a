// A registry of the five steps for tests, with each step's own routes.json: the shell is tested with the pages the
// steps actually declare.
import { parseStepRoutes } from '@greencard/i18n';
import calculator from '../../../mf-calculator/routes.json';
import confirm from '../../../mf-confirm/routes.json';
import contract from '../../../mf-contract/routes.json';
import payment from '../../../mf-payment/routes.json';
import points from '../../../mf-points/routes.json';
import type { RemoteRegistry } from '../remotes/registry';

const routes = { calculator, contract, confirm, points, payment };

export const TEST_REGISTRY: RemoteRegistry = {
  calculator: { manifest: 'http://127.0.0.1:9001/mf-manifest.json', routes: parseStepRoutes(routes.calculator, 'calculator') },
  contract: { manifest: 'http://127.0.0.1:9002/mf-manifest.json', routes: parseStepRoutes(routes.contract, 'contract') },
  confirm: { manifest: 'http://127.0.0.1:9003/mf-manifest.json', routes: parseStepRoutes(routes.confirm, 'confirm') },
  points: { manifest: 'http://127.0.0.1:9004/mf-manifest.json', routes: parseStepRoutes(routes.points, 'points') },
  payment: { manifest: 'http://127.0.0.1:9005/mf-manifest.json', routes: parseStepRoutes(routes.payment, 'payment') },
};

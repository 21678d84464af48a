// The single-bundle baseline's stand-in for shell/src/remotes/stepContainers.ts (webpack.config.js beside it aliases it):
// each step's lifecycle is an ordinary dynamic import of its source, code-split into a chunk of its own, as an app
// built without Module Federation would load it. Only the call the shell makes is provided; a retry imports the
// chunk again.
const STEP_APPS = {
  calculator: () => import(/* webpackChunkName: "step-calculator" */ '../../../mf-calculator/src/app'),
  contract: () => import(/* webpackChunkName: "step-contract" */ '../../../mf-contract/src/app'),
  confirm: () => import(/* webpackChunkName: "step-confirm" */ '../../../mf-confirm/src/app'),
  points: () => import(/* webpackChunkName: "step-points" */ '../../../mf-points/src/app'),
  payment: () => import(/* webpackChunkName: "step-payment" */ '../../../mf-payment/src/app'),
} satisfies Record<string, () => Promise<unknown>>;

const isStep = (name: string): name is keyof typeof STEP_APPS => Object.hasOwn(STEP_APPS, name);

/** The step's `./app`, as the shell asks for it: its module is its single-spa lifecycle. */
export function loadStepApp(step: string): Promise<unknown> {
  return isStep(step) ? STEP_APPS[step]() : Promise.reject(new Error(`${step} is not a step of this build`));
}

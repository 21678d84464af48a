// The single-bundle baseline's stand-in for shell/src/remotes/stepContainers.ts (webpack.config.js beside it aliases it):
// each step's lifecycle is an ordinary dynamic import of its source, code-split into a chunk of its own, as an app
// built without Module Federation would load it. Only the two calls the shell makes are provided.
const STEP_APPS = {
  calculator: () => import(/* webpackChunkName: "step-calculator" */ '../../../mf-calculator/src/app'),
  contract: () => import(/* webpackChunkName: "step-contract" */ '../../../mf-contract/src/app'),
  confirm: () => import(/* webpackChunkName: "step-confirm" */ '../../../mf-confirm/src/app'),
  points: () => import(/* webpackChunkName: "step-points" */ '../../../mf-points/src/app'),
  payment: () => import(/* webpackChunkName: "step-payment" */ '../../../mf-payment/src/app'),
} satisfies Record<string, () => Promise<unknown>>;

const isStep = (name: string): name is keyof typeof STEP_APPS => Object.hasOwn(STEP_APPS, name);

/** `<step>/app` as the shell asks for it; the step's module is its single-spa lifecycle. */
export function loadRemote<T>(id: string): Promise<T> {
  const [name = '', exposed] = id.split('/');
  if (exposed !== 'app' || !isStep(name)) return Promise.reject(new Error(`${id} is not a step's app`));
  return STEP_APPS[name]() as Promise<T>;
}

/** The steps are part of this build: there is nothing to register, and a retry imports the chunk again. */
export function registerRemotes(): void {}

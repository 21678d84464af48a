import { registerApplication, type LifeCycles } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { reloadForStaleChunk, type StepServices } from '@greencard/step';
import { STEP_NAMES, isStepActive, type StepName } from '../routing/routes';
import { failedStepLifecycle } from './failedStepLifecycle';

const isLifecycle = (value: unknown): value is LifeCycles<StepServices> =>
  !!value &&
  typeof (value as Record<string, unknown>).mount === 'function' &&
  typeof (value as Record<string, unknown>).unmount === 'function';

async function loadStep(name: StepName, entry: string, services: StepServices, attempt: number) {
  try {
    if (attempt > 0) {
      // A failed remote entry stays cached in the federation runtime; a retry must fetch it again.
      registerRemotes([{ name, entry }], { force: true });
    }
    const lifecycle = await loadRemote<unknown>(`${name}/app`);
    if (!isLifecycle(lifecycle)) throw new Error(`${name}/app is not a single-spa lifecycle`);
    return lifecycle;
  } catch (error) {
    console.error(`The ${name} step could not be loaded`, error);
    // A chunk that is gone after a redeploy: a reload fetches the new build (at most once a minute, spec 2).
    reloadForStaleChunk(error);
    return failedStepLifecycle(name, services.i18n);
  }
}

/**
 * Registers every step module found in remotes.json with the federation runtime and with single-spa. The registry
 * is read at run time, so pointing a step at a new build is an edit of remotes.json, not a shell rebuild.
 */
export function registerSteps(registry: Record<StepName, string>, services: StepServices) {
  registerRemotes(STEP_NAMES.map((name) => ({ name, entry: registry[name] })));
  for (const name of STEP_NAMES) {
    let attempts = 0;
    registerApplication<StepServices>({
      name,
      app: () => loadStep(name, registry[name], services, attempts++),
      activeWhen: (location) => isStepActive(name, location.pathname),
      customProps: services,
    });
  }
}

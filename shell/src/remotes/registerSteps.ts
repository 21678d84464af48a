import { registerApplication, triggerAppChange, type LifeCycles } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { exposedRequest } from '@greencard/build/exposedModules';
import { reloadForStaleChunk, type StepServices } from '@greencard/step';
import { guardJourneyPages } from '../routing/journeyGate/guardJourneyPages';
import { pageRoutes, setPageRoutes } from '../routing/pageRoutes';
import { matchRoute, STEP_NAMES, type StepName } from '../routing/routes';
import { isStepActive } from '../routing/routeTable';
import { failedStepLifecycle } from './failedStepLifecycle';
import { stepOverrides } from './override/currentOverrides';
import { overrideRoutes } from './override/overrideRoutes';
import { prefetchNextSteps } from './prefetch/prefetchNextSteps';
import { preloadStepTexts } from './preloadStepTexts';
import { readManifest } from './readManifest';
import { remoteEntry } from './remoteEntry';
import { registryRoutes, type RemoteRegistry } from './registry';

const isLifecycle = (value: unknown): value is LifeCycles<StepServices> =>
  !!value &&
  typeof (value as Record<string, unknown>).mount === 'function' &&
  typeof (value as Record<string, unknown>).unmount === 'function';

async function loadStep(name: StepName, manifest: string, services: StepServices, attempt: number) {
  // Only a hint: the step loads without it, a round trip later.
  preloadStepTexts(manifest, matchRoute(window.location.pathname).locale, readManifest).catch(() => undefined);
  try {
    if (attempt > 0) {
      // A failed remote entry stays cached in the federation runtime; a retry must fetch it again.
      registerRemotes([remoteEntry(name, manifest)], { force: true });
    }
    const lifecycle = await loadRemote<unknown>(exposedRequest(name, 'app'));
    if (!isLifecycle(lifecycle)) throw new Error(`${exposedRequest(name, 'app')} is not a single-spa lifecycle`);
    return lifecycle;
  } catch (error) {
    console.error(`The ${name} step could not be loaded`, error);
    // A chunk that is gone after a redeploy: a reload fetches the new build (at most once a minute, rules §2).
    reloadForStaleChunk(error);
    return failedStepLifecycle(name, services.i18n);
  }
}

/**
 * A test build in this browser may declare other pages than the registry's build of its step: once its routes.json
 * arrives, the page routes by it. Until then, or if it cannot be used, the registry's routes of the step apply.
 */
function adoptTestBuildRoutes(registry: RemoteRegistry) {
  let current = registry;
  for (const [step, manifest] of Object.entries(stepOverrides().active) as [StepName, string][]) {
    overrideRoutes(step, manifest)
      .then((routes) => {
        const next = { ...current, [step]: { manifest, routes } };
        setPageRoutes(registryRoutes(next));
        current = next;
        return triggerAppChange();
      })
      .catch((error: unknown) => console.warn(`The ${step} test build's routes.json is not used: ${String(error)}`));
  }
}

/**
 * Registers every step module of the registry with the federation runtime and with single-spa, and makes the steps'
 * routes the page's. The registry comes with the page, so pointing a step at a new build (new pages included) is an
 * edit of remotes.json, not a shell rebuild. A step's page the journey is not ready for is never active: the buyer
 * goes to the start without the step being downloaded. Once a step is shown, the next one is fetched ahead.
 */
export function registerSteps(registry: RemoteRegistry, services: StepServices) {
  setPageRoutes(registryRoutes(registry));
  // Before any step is registered: single-spa loads an active step as soon as it is registered.
  const journeyGate = guardJourneyPages(() => services.store.getState().journey);
  registerRemotes(STEP_NAMES.map((name) => remoteEntry(name, registry[name].manifest)));
  for (const name of STEP_NAMES) {
    let attempts = 0;
    registerApplication<StepServices>({
      name,
      app: () => loadStep(name, registry[name].manifest, services, attempts++),
      activeWhen: (location) => isStepActive(pageRoutes(), name, location.pathname) && journeyGate.canShow(location.pathname),
      customProps: services,
    });
  }
  adoptTestBuildRoutes(registry);
  prefetchNextSteps(registry);
}

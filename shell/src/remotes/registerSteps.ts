import { registerApplication, triggerAppChange } from 'single-spa';
import type { StepName } from '@greencard/i18n';
import type { StepDeclaration, StepRoute } from '@greencard/step-contract';
import type { StepServices } from '@greencard/step';
import { announceStepArrival } from '../observability/pageReports';
import { setPageJourney } from '../journey/pageJourney';
import { guardJourneyPages } from '../routing/journeyGate/guardJourneyPages';
import { matchRoute, pageRoutes, setPageRoutes } from '../routing/pageRoutes';
import { isStepActive } from '../routing/routeTable';
import { failingVisibly, reportStepFailure, type ExposedLifecycle } from './failedStepLifecycle';
import type { StepBuilds } from './override/takeStepOverrides';
import { prefetchNextSteps } from './prefetch/prefetchNextSteps';
import { preloadStepFiles } from './preloadStepFiles';
import { loadStepApp } from './stepContainers';
import { registryRoutes, type PageBuild, type PageRegistry } from './registry';

const isLifecycle = (value: unknown): value is ExposedLifecycle => {
  const { bootstrap, mount, unmount } = (value ?? {}) as Record<string, unknown>;
  return (
    typeof mount === 'function' &&
    typeof unmount === 'function' &&
    (bootstrap === undefined || typeof bootstrap === 'function')
  );
};

/** The step's lifecycle, or the failure shown in its place: the page has arrived at the step either way. */
async function loadStep(name: StepName, build: PageBuild, services: StepServices) {
  announceStepArrival(name);
  // Only a hint: the step loads without it, a round trip later.
  preloadStepFiles(build.manifest, matchRoute(window.location.pathname).locale).catch(() => undefined);
  const step = await loadStepApp(name, build)
    .then((lifecycle) => {
      if (!isLifecycle(lifecycle)) throw new Error(`The ${name} step's ./app is not a single-spa lifecycle`);
      return lifecycle;
    })
    .catch((error: unknown) => void reportStepFailure(name, error));
  return failingVisibly(name, step, services.i18n);
}

/**
 * What a test build declares beside its manifest: its pages (routes.json) and its place in the journey (the journey
 * of its step.json). A build under test may add or move pages, or move in the journey, and the page it is tested on
 * has to route and go on by its own files. Every build checked them against the step contract's schemas when it was
 * made (docs/step-release.md, "The schemas"), so the page takes them as they are and ships no validator; a file that
 * still does not fit makes the page's routing or journey throw, and the page keeps its own (withTestBuilds).
 */
export async function testBuildDeclarations(
  step: StepName,
  manifest: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Pick<PageBuild, 'routes' | 'journey'>> {
  const load = async (name: string): Promise<unknown> => {
    const url = new URL(name, manifest).href;
    const response = await fetchImpl(url, { credentials: 'omit' });
    if (!response.ok) throw new Error(`The ${step} test build's ${url} answered ${response.status}`);
    return response.json();
  };
  const [routes, declared] = await Promise.all([load('routes.json'), load('step.json')]);
  return { routes: routes as StepRoute[], journey: (declared as StepDeclaration).journey };
}

/**
 * The registry with this browser's test builds (takeStepOverrides) in place of the steps' current ones. A test build is
 * of a step of the registry: one for a step it does not have is not loaded. It is no release: the registry build's
 * pinned hash is not its own (it runs unpinned, in one browser). It may declare other pages, or another place in the
 * journey, than the registry's build of its step: once its routes.json and step.json arrive, the page routes and goes
 * on by them. Until then, or if they cannot be used (a path another step has, a journey without one order), the
 * registry's declarations apply.
 */
function withTestBuilds(registry: PageRegistry, testBuilds: StepBuilds): PageRegistry {
  let current = registry;
  for (const [step, manifest] of Object.entries(testBuilds)) {
    const entry = current[step];
    if (!entry) continue;
    const { integrity: _released, ...build } = entry;
    current = { ...current, [step]: { ...build, manifest } };
    testBuildDeclarations(step, manifest)
      .then((declared) => {
        const next = { ...current, [step]: { ...build, manifest, ...declared } };
        const routes = registryRoutes(next);
        setPageJourney(next);
        setPageRoutes(routes);
        current = next;
        return triggerAppChange();
      })
      .catch((error: unknown) =>
        console.warn(`The ${step} test build's routes.json and step.json are not used: ${String(error)}`),
      );
  }
  return current;
}

/**
 * Registers every step module of the registry with the federation runtime and with single-spa, and makes the steps'
 * routes and journey the page's. The registry comes with the page, so pointing a step at a new build (new pages, a
 * new place in the journey, a new step) is an edit of registry.json, not a shell rebuild. A step's page the journey is not ready for is never active: the buyer
 * goes to the start without the step being downloaded. Once a step is shown, the next one is fetched ahead.
 */
export function registerSteps(served: PageRegistry, services: StepServices, testBuilds: StepBuilds = {}) {
  const registry = withTestBuilds(served, testBuilds);
  setPageRoutes(registryRoutes(registry));
  setPageJourney(registry);
  // Before any step is registered: single-spa loads an active step as soon as it is registered.
  const journeyGate = guardJourneyPages(() => services.store.getState().journey);
  for (const [name, build] of Object.entries(registry)) {
    registerApplication<StepServices>({
      name,
      app: () => loadStep(name, build, services),
      activeWhen: (location) =>
        isStepActive(pageRoutes(), name, location.pathname) && journeyGate.canShow(location.pathname),
      customProps: services,
    });
  }
  prefetchNextSteps(registry);
}

import { parseStepJourney, parseStepRoutes, type StepName } from '@greencard/i18n';
import type { RegistryEntry } from '../registry';

/**
 * What a test build declares beside its manifest: its pages (routes.json) and its place in the journey (the journey
 * of its step.json). A build under test may add or move pages, or move in the journey, and the page it is tested on
 * has to route and go on by its own files.
 */
export async function testBuildDeclarations(
  step: StepName,
  manifest: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Pick<RegistryEntry, 'routes' | 'journey'>> {
  const load = async (name: string): Promise<unknown> => {
    const url = new URL(name, manifest).href;
    const response = await fetchImpl(url, { credentials: 'omit' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  };
  const [routes, declared] = await Promise.all([load('routes.json'), load('step.json')]);
  const journey = declared && typeof declared === 'object' ? (declared as Record<string, unknown>).journey : undefined;
  return {
    routes: parseStepRoutes(routes, `The ${step} test build's`),
    journey: parseStepJourney(journey, `The ${step} test build's`),
  };
}

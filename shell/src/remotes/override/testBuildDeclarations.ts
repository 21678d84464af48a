import type { StepDeclaration, StepRoute } from '@greencard/step-contract';
import type { StepName } from '@greencard/step-contract/stepName';
import type { RegistryEntry } from '../registry';

/**
 * What a test build declares beside its manifest: its pages (routes.json) and its place in the journey (the journey
 * of its step.json). A build under test may add or move pages, or move in the journey, and the page it is tested on
 * has to route and go on by its own files. Every build checked them against the step contract's schemas when it was
 * made (docs/step-release.md, "The schemas"), so the page takes them as they are and ships no validator; a file that
 * still does not fit makes the page's routing or journey throw, and the page keeps its own (registerSteps.ts).
 */
export async function testBuildDeclarations(
  step: StepName,
  manifest: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Pick<RegistryEntry, 'routes' | 'journey'>> {
  const load = async (name: string): Promise<unknown> => {
    const url = new URL(name, manifest).href;
    const response = await fetchImpl(url, { credentials: 'omit' });
    if (!response.ok) throw new Error(`The ${step} test build's ${url} answered ${response.status}`);
    return response.json();
  };
  const [routes, declared] = await Promise.all([load('routes.json'), load('step.json')]);
  return { routes: routes as StepRoute[], journey: (declared as StepDeclaration).journey };
}

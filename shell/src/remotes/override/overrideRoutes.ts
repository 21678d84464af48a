import { parseStepRoutes, type StepRoute } from '@greencard/i18n';
import type { StepName } from '../../routing/routes';

/**
 * The pages of a test build: its routes.json, beside its manifest. A build under test may add or move pages, and the
 * page it is tested on has to route by its own file.
 */
export async function overrideRoutes(step: StepName, manifest: string, fetchImpl: typeof fetch = fetch): Promise<StepRoute[]> {
  const url = new URL('routes.json', manifest).href;
  const response = await fetchImpl(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseStepRoutes(await response.json(), `The ${step} test build's`);
}

import type { ReactElement } from 'react';
import type { StepServices } from './context';
import { StepRoot, type StepDefinition } from './StepRoot';
import { loadStepTexts } from './stepTexts';
import { ServerPathnameProvider } from './usePathname';

/**
 * What a step's server entry gives the shop server: the step at a path, rendered as its lifecycle would, once its
 * texts are in. (Builds before the texts were split per language answered the element itself; the server awaits
 * either.)
 */
export type StepServerRender = (services: StepServices, pathname: string) => ReactElement | Promise<ReactElement>;

/**
 * A step's server entry (exposed as `./server` by its server build). The shop server creates the page's store and
 * i18n instance per request and renders the element with its own react-dom/server; the browser's lifecycle then
 * renders the same tree over it, so nothing differs between the two but where the path comes from.
 */
export function createStepServerRender(step: StepDefinition): StepServerRender {
  return async (services, pathname) => {
    await loadStepTexts(step, services.i18n);
    return (
      <ServerPathnameProvider pathname={pathname}>
        <StepRoot step={step} services={services} />
      </ServerPathnameProvider>
    );
  };
}

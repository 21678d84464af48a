import { renderToString } from 'react-dom/server';
import { I18nextProvider, createI18n, loadLanguage, setJourneyPlan, type PlannedStep } from '@greencard/i18n';
import type { Locale } from '@greencard/domain';
import { createShopStore } from '@greencard/store';
import { isBrowserOnly, ServerPathnameProvider, type StepServices } from '@greencard/step';
import type { StepServerRender } from '@greencard/step/server';
import { ShellApp } from '../../../src/ShellApp';
import type { PageConfig } from '../../../src/config/pageConfig';
import { setPageRoutes } from '../../../src/routing/pageRoutes';
import type { RouteTable } from '../../../src/routing/routeTable';
import { renderStepHtml } from './renderStepHtml';

/** The shell's own pages load ahead (they are lazy chunks in the browser), so the frame renders them in full. */
export { preloadShellPages } from '../../../src/ShellApp';

const NO_OVERRIDES = { active: {}, refused: [] };
const ignore = () => undefined;

export interface ShellRendering {
  html: string;
  /** Whether the step's own page is in it (or only the frame, its page to be rendered in the browser). */
  stepRendered: boolean;
}

/**
 * The page's first view as a new buyer sees it: the shell's frame and, when its server rendering is at hand, the
 * step's page in the outlet. A new store and i18n instance per page, as the browser makes one per page. A step whose
 * server rendering throws is left to the browser; the frame is still sent.
 */
export async function renderShell(
  { locale, pathname, routes, journey, config, stepRender }: {
    locale: Locale;
    pathname: string;
    routes: RouteTable;
    /** The registry's journey, for the indicator. */
    journey: readonly PlannedStep[];
    config: Omit<PageConfig, 'remotes'>;
    stepRender?: StepServerRender;
  },
  log: (message: string) => void = console.error,
): Promise<ShellRendering> {
  const i18n = createI18n(locale);
  await loadLanguage(i18n, locale);
  let outletHtml = '';
  if (stepRender) {
    const services: StepServices = {
      store: createShopStore({ persist: false }),
      i18n,
      config: { company: config.company, draftDialect: config.draftDialect, apiBaseUrl: '/api' },
    };
    try {
      outletHtml = await renderStepHtml(await stepRender(services, pathname));
    } catch (error) {
      if (!isBrowserOnly(error)) log(`${pathname} is rendered in the browser: its step's server rendering failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // The frame renders synchronously: the route table and journey set here are the ones this render reads, whatever
  // other pages do. No condition holds for a new buyer, as the browser renders the frame before hydration.
  setPageRoutes(routes);
  setJourneyPlan({ steps: journey, holds: () => false });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <ServerPathnameProvider pathname={pathname}>
        <ShellApp company={config.company} onReady={ignore} overrides={NO_OVERRIDES} outletHtml={outletHtml} />
      </ServerPathnameProvider>
    </I18nextProvider>,
  );
  return { html, stepRendered: outletHtml !== '' };
}

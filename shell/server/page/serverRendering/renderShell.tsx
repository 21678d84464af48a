import { renderToString } from 'react-dom/server';
import { I18nextProvider, createI18n, loadLanguage, setJourneyPlan, type PlannedStep } from '@greencard/i18n';
import type { Locale } from '@greencard/domain';
import { ServerPathnameProvider } from '@greencard/step';
import { ShellApp } from '../../../src/ShellApp';
import type { PageConfig } from '../../../src/config/pageConfig';
import { setPageRoutes } from '../../../src/routing/pageRoutes';
import type { RouteTable } from '../../../src/routing/routeTable';

const NO_OVERRIDES = { active: {}, refused: [] };
const ignore = () => undefined;

/**
 * The page's first view as a new buyer sees it: the shell's frame and, when the step's build has one for this page
 * (its first views, docs/server-rendering.md), the step's page in the outlet, as the build rendered it. A new i18n
 * instance per page, as the browser makes one per page.
 */
export async function renderShell({
  locale,
  pathname,
  routes,
  journey,
  config,
  stepHtml = '',
}: {
  locale: Locale;
  pathname: string;
  routes: RouteTable;
  /** The registry's journey, for the indicator. */
  journey: readonly PlannedStep[];
  config: Omit<PageConfig, 'remotes'>;
  /** The step's first view of this page, if its build has one. */
  stepHtml?: string;
}) {
  const i18n = createI18n(locale);
  await loadLanguage(i18n, locale);
  // The frame renders synchronously: the route table and journey set here are the ones this render reads, whatever
  // other pages do. No condition holds for a new buyer, as the browser renders the frame before hydration.
  setPageRoutes(routes);
  setJourneyPlan({ steps: journey, holds: () => false });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <ServerPathnameProvider pathname={pathname}>
        <ShellApp company={config.company} onReady={ignore} overrides={NO_OVERRIDES} outletHtml={stepHtml} />
      </ServerPathnameProvider>
    </I18nextProvider>,
  );
  // Whether the step's own page is in it (or only the frame, its page to be rendered in the browser).
  return { html, stepRendered: stepHtml !== '' };
}

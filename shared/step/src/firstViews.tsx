import { prerenderToNodeStream } from 'react-dom/static';
import { createI18n, loadLanguage, localizePath } from '@greencard/i18n';
import { LOCALES, type Locale } from '@greencard/domain';
import { createShopStore } from '@greencard/store';
import { BrowserOnly, isBrowserOnly } from './browserOnly';
import type { CompanyInfo } from './config';
import type { StepServices } from './context';
import { loadStepTexts, StepRoot, type StepDefinition } from './StepRoot';
import { ServerPathnameProvider } from './usePathname';

/** A step's pages as a new buyer first sees them, by language and address: HTML for the shop's `#step-outlet`. */
type FirstViews = Partial<Record<Locale, Record<string, string>>>;

/** What a step's first-view bundle exports (its `src/server.ts`): its first views at its pages' paths. */
export type StepFirstViews = (paths: readonly string[]) => Promise<FirstViews>;

/**
 * The insurer's company settings are read by the shop server at its start, long after a build: a first view that
 * reads one is left to the browser (BrowserOnly), which has them, rather than rendered without them.
 */
const companyOfTheShop = new Proxy({} as CompanyInfo, {
  get(_target, setting) {
    throw new BrowserOnly(`the company's ${String(setting)}`);
  },
});

/** The tree a first view renders: the one the step's lifecycle renders in the browser, at the page's path. */
export const firstViewElement = (step: StepDefinition, services: StepServices, pathname: string) => (
  <ServerPathnameProvider pathname={pathname}>
    <StepRoot step={step} services={services} />
  </ServerPathnameProvider>
);

/**
 * The step's page as complete HTML. Unlike renderToString this waits for the parts a step loads lazily (its FAQ,
 * say), so the browser takes over a finished page instead of rendering those parts again. A page that cannot be
 * rendered before the buyer's browser has it (BrowserOnly) has no first view: undefined.
 */
async function renderFirstView(step: StepDefinition, locale: Locale, pathname: string): Promise<string | undefined> {
  const i18n = createI18n(locale);
  await loadLanguage(i18n, locale);
  await loadStepTexts(step, i18n);
  const services: StepServices = {
    store: createShopStore({ persist: false }),
    i18n,
    config: { company: companyOfTheShop, draftDialect: 'snake', apiBaseUrl: '/api' },
  };
  const errors: unknown[] = [];
  let html = '';
  try {
    const { prelude } = await prerenderToNodeStream(firstViewElement(step, services, pathname), {
      onError: (error) => void errors.push(error),
    });
    for await (const chunk of prelude) html += String(chunk);
  } catch (error) {
    errors.unshift(error);
  }
  const [failure] = errors;
  if (failure === undefined) return html;
  if (isBrowserOnly(failure)) return undefined;
  // What the render threw goes on as it was: the server's fallback reads it.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw failure;
}

/**
 * A step's first views (its `src/server.ts` exports them). The step's build renders them once, in a process of its
 * own with no secret (shared/build/firstViews.js), and ships them as `first-view.json` beside its manifest: the shop
 * server only inserts HTML and never runs a step's code (docs/server-rendering.md).
 */
export function createStepFirstViews(step: StepDefinition): StepFirstViews {
  return async (paths) => {
    const views: FirstViews = {};
    for (const locale of LOCALES) {
      for (const path of paths) {
        const pathname = localizePath(path, locale);
        const html = await renderFirstView(step, locale, pathname);
        if (html !== undefined) (views[locale] ??= {})[pathname] = html;
      }
    }
    return views;
  };
}

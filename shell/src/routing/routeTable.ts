// The shop's pages: the shell's own and every step's, as the registry carries the steps' routes.json. The
// server answers 200 or 404 and the title by this table; the page routes, mounts steps and titles by the same one.
import type { Locale } from '@greencard/domain';
import { localeFromPath, stripLocale, type StepName, type StepRoute } from '@greencard/i18n';

/**
 * The titles of the shell's own pages, in every language, beside the routes that carry them: like a step's titles
 * in its routes.json, a page's title is route data, wanted for the other language's address too, and so not part of
 * the texts the page loads only in its own language.
 */
export const SHELL_TITLES = {
  notFound: { uk: 'Сторінку не знайдено', en: 'Page not found' },
  ui: { uk: 'Елементи інтерфейсу', en: 'Interface widgets' },
} as const satisfies Record<string, Record<Locale, string>>;

/** The shell's own pages: the widget showcase for the team. Every other page comes from a step's routes.json. */
const SHELL_ROUTES: readonly StepRoute[] = [{ page: 'ui', path: '/UI', layout: 'default', title: SHELL_TITLES.ui }];

export interface PageRoute extends StepRoute {
  /** The step module that owns the page, or 'shell' for the shell itself. */
  owner: StepName;
}

/** The pages by path (without the language prefix). */
export type RouteTable = ReadonlyMap<string, PageRoute>;

/** Each step's routes, as its routes.json declares them. */
export type RoutesByStep = Readonly<Record<StepName, readonly StepRoute[]>>;

const ownerName = (owner: PageRoute['owner']) => (owner === 'shell' ? 'the shell' : `"${owner}"`);

/** The table of the shell's pages and the steps'; a path that two of them claim is an error. */
export function buildRouteTable(steps: RoutesByStep): RouteTable {
  const table = new Map<string, PageRoute>();
  const add = (owner: PageRoute['owner'], route: StepRoute) => {
    const claimed = table.get(route.path);
    if (claimed)
      throw new Error(`"${route.path}" is claimed by both ${ownerName(claimed.owner)} and ${ownerName(owner)}`);
    table.set(route.path, { ...route, owner });
  };
  for (const route of SHELL_ROUTES) add('shell', route);
  for (const [step, routes] of Object.entries(steps)) for (const route of routes) add(step, route);
  return table;
}

export interface MatchedRoute {
  locale: Locale;
  /** null: no such page (404). */
  route: PageRoute | null;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** Splits a pathname into its language and the page it names. */
export function routeAt(table: RouteTable, pathname: string): MatchedRoute {
  const clean = withoutTrailingSlash(pathname || '/');
  return { locale: localeFromPath(clean), route: table.get(stripLocale(clean)) ?? null };
}

/** Whether a step module is the one to show at a pathname, in either language: single-spa's activeWhen. */
export function isStepActive(table: RouteTable, step: StepName, pathname: string): boolean {
  return routeAt(table, pathname).route?.owner === step;
}

// The shop's pages: every step's, as the registry carries the steps' routes.json (the shell has none of its own).
// The server answers 200 or 404 and the title by this table; the page routes, mounts steps and titles by the same one.
import type { Locale } from '@greencard/domain';
import { localeFromPath, stripLocale, type StepName, type StepRoute } from '@greencard/i18n';

export interface PageRoute extends StepRoute {
  /** The step module that owns the page. */
  owner: StepName;
}

/** The pages by path (without the language prefix). */
export type RouteTable = ReadonlyMap<string, PageRoute>;

/** Each step's routes, as its routes.json declares them. */
export type RoutesByStep = Readonly<Record<StepName, readonly StepRoute[]>>;

/** The table of the steps' pages; a path that two of them claim is an error. */
export function buildRouteTable(steps: RoutesByStep): RouteTable {
  const table = new Map<string, PageRoute>();
  for (const [owner, routes] of Object.entries(steps)) {
    for (const route of routes) {
      const claimed = table.get(route.path);
      if (claimed) throw new Error(`"${route.path}" is claimed by both "${claimed.owner}" and "${owner}"`);
      table.set(route.path, { ...route, owner });
    }
  }
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

// The routes as the shell uses them in the browser: the table of this page (see pageRoutes.ts).
import { pageRoutes } from './pageRoutes';
import { routeAt, type MatchedRoute } from './routeTable';

export type { MatchedRoute } from './routeTable';

/** Splits a pathname of this page into its language and the page it names. */
export function matchRoute(pathname: string): MatchedRoute {
  return routeAt(pageRoutes(), pathname);
}

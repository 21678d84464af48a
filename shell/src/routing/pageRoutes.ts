// The route table of this page in the browser. The steps' routes arrive with the registry in the page config, and a
// step under test in this browser may bring its own later (its routes.json is fetched), so the table can change once
// the page runs: the shell frame and single-spa both read it here.
import { useSyncExternalStore } from 'react';
import { buildRouteTable, routeAt, type MatchedRoute, type RouteTable } from './routeTable';

let current: RouteTable = buildRouteTable({});
const listeners = new Set<() => void>();

export const pageRoutes = (): RouteTable => current;

export function setPageRoutes(table: RouteTable) {
  current = table;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageRoutes(): RouteTable {
  return useSyncExternalStore(subscribe, pageRoutes, pageRoutes);
}

/** Splits a pathname of this page into its language and the page it names. */
export function matchRoute(pathname: string): MatchedRoute {
  return routeAt(pageRoutes(), pathname);
}

import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { stripLocale } from '@greencard/i18n';

// single-spa fires its routing event after pushState/replaceState; popstate covers back and forward.
const ADDRESS_EVENTS = ['popstate', 'single-spa:routing-event'];

/** Calls onChange whenever the address changes: a client-side move (single-spa's event), back or forward. */
export function subscribeToAddress(onChange: () => void) {
  for (const event of ADDRESS_EVENTS) window.addEventListener(event, onChange);
  return () => ADDRESS_EVENTS.forEach((event) => window.removeEventListener(event, onChange));
}

const currentPath = () => window.location.pathname;

/** The requested path while a page is rendered on the server, where there is no window. */
const ServerPathname = createContext<string | null>(null);

export function ServerPathnameProvider({ pathname, children }: { pathname: string; children: ReactNode }) {
  return <ServerPathname.Provider value={pathname}>{children}</ServerPathname.Provider>;
}

/** The page's pathname, kept current across client-side navigation. */
export function usePathname(): string {
  const serverPathname = useContext(ServerPathname);
  // In the browser the server snapshot is read while hydrating: it is the page's own path, as on the server.
  return useSyncExternalStore(subscribeToAddress, currentPath, () => serverPathname ?? currentPath());
}

/** The pathname without the language prefix: '/en/fail' -> '/fail'. A step picks its page with it. */
export function useStepPath(): string {
  return stripLocale(usePathname());
}

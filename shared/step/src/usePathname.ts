import { useSyncExternalStore } from 'react';
import { stripLocale } from '@greencard/i18n';

function subscribe(onChange: () => void) {
  // single-spa fires its routing event after pushState/replaceState; popstate covers back and forward.
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const currentPath = () => window.location.pathname;

/** The page's pathname, kept current across client-side navigation. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, currentPath, currentPath);
}

/** The pathname without the language prefix: '/en/fail' -> '/fail'. A step picks its page with it. */
export function useStepPath(): string {
  return stripLocale(usePathname());
}

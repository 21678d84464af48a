import { DEFAULT_LOCALE, type Locale } from '@greencard/domain';

/** The step modules, in the order a buyer meets them. */
export const STEP_NAMES = ['calculator', 'contract', 'confirm', 'points', 'payment'] as const;
export type StepName = (typeof STEP_NAMES)[number];

export type LayoutKind = 'default' | 'empty' | 'provider';
export type TitleKey = 'home' | 'contract' | 'confirm' | 'points' | 'pay' | 'paySuccess' | 'success' | 'fail' | 'ui' | 'notFound';

export interface RouteDefinition {
  /** The path without the language prefix. */
  path: string;
  /** The step module that owns the page, or the shell itself. */
  owner: StepName | 'shell';
  layout: LayoutKind;
  title: TitleKey;
  /** Which step of the indicator the page belongs to (none for result pages). */
  step?: StepName;
  /** A payment provider's return point: a provider may come back with a form POST, which the server turns into a GET. */
  providerReturn?: true;
}

/** Spec section 2. Every route exists under /en too; home is / and /en. */
export const ROUTES: readonly RouteDefinition[] = [
  { path: '/', owner: 'calculator', layout: 'default', title: 'home', step: 'calculator' },
  { path: '/contract', owner: 'contract', layout: 'default', title: 'contract', step: 'contract' },
  { path: '/confirm', owner: 'confirm', layout: 'default', title: 'confirm', step: 'confirm' },
  { path: '/points', owner: 'points', layout: 'default', title: 'points', step: 'points' },
  { path: '/payment', owner: 'payment', layout: 'default', title: 'pay', step: 'payment' },
  { path: '/paySuccess', owner: 'payment', layout: 'empty', title: 'paySuccess' },
  { path: '/success', owner: 'payment', layout: 'default', title: 'success' },
  { path: '/fail', owner: 'payment', layout: 'default', title: 'fail' },
  { path: '/easyPayCallBack', owner: 'payment', layout: 'provider', title: 'pay', providerReturn: true },
  { path: '/portmoneCallBack', owner: 'payment', layout: 'provider', title: 'pay', providerReturn: true },
  { path: '/UI', owner: 'shell', layout: 'default', title: 'ui' },
];

export interface MatchedRoute {
  locale: Locale;
  /** null: no such page (404). */
  route: RouteDefinition | null;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** Splits a pathname into its language and the page it names. */
export function matchRoute(pathname: string): MatchedRoute {
  const clean = withoutTrailingSlash(pathname || '/');
  let locale: Locale = DEFAULT_LOCALE;
  let rest = clean;
  if (clean === '/en' || clean.startsWith('/en/')) {
    locale = 'en';
    rest = clean.slice(3) || '/';
  }
  return { locale, route: ROUTES.find((r) => r.path === rest) ?? null };
}

/** The pathnames a step module is active on, in both languages: single-spa's activeWhen. */
export function isStepActive(step: StepName, pathname: string): boolean {
  return matchRoute(pathname).route?.owner === step;
}

// The pages a step module declares in its routes.json. The step's own code and the shell both read that one file
// (the shell through the remote registry), so a page's path, layout and title change in one place.
import { LOCALES, type Localized } from '@greencard/domain';
import { stripLocale } from './paths';
import { isStepName, STEP_NAME_RULE, type StepName } from './stepName';

const LAYOUTS = ['default', 'empty', 'provider'] as const;
/** default: header, indicator and footer; empty and provider: the page alone (a result, a provider's return). */
type LayoutKind = (typeof LAYOUTS)[number];

export interface StepRoute {
  /** The step's own name for the page: its code refers to the page by this name, never by its path. */
  page: string;
  /** The path without the language prefix: '/payment', never '/en/payment'. */
  path: string;
  layout: LayoutKind;
  /**
   * The step of the journey indicator the page belongs to; none for result pages. A step of the registry: whoever
   * reads the registry checks that (here only its spelling is).
   */
  step?: StepName;
  /** A payment provider may come back to the page with a form POST, which the shop server turns into a GET. */
  providerReturn?: true;
  /** The page title in both languages; {{company}} stands for the company name. */
  title: Localized;
}

const KEYS = new Set(['page', 'path', 'layout', 'step', 'providerReturn', 'title']);
// Plain segments only: no empty, dot or encoded segments, no query, so a path matches one way only.
const PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*)?$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function parseTitle(value: unknown, where: string): Localized {
  const keys = isObject(value) ? Object.keys(value) : [];
  const complete =
    isObject(value) &&
    keys.length === LOCALES.length &&
    LOCALES.every((locale) => typeof value[locale] === 'string' && (value[locale] as string).trim() !== '');
  if (!complete) throw new Error(`${where}: "title" must be {"uk": "...", "en": "..."}, both non-empty`);
  return Object.fromEntries(LOCALES.map((locale) => [locale, value[locale]])) as Localized;
}

function parseRoute(value: unknown, where: string): StepRoute {
  if (!isObject(value)) throw new Error(`${where}: each route must be an object`);
  const named = typeof value.page === 'string' && value.page !== '' ? `${where} page "${value.page}"` : where;
  const unknown = Object.keys(value).filter((key) => !KEYS.has(key));
  if (unknown.length) throw new Error(`${named}: unknown ${unknown.map((k) => `"${k}"`).join(', ')}`);
  if (named === where) throw new Error(`${where}: each route needs "page", the step's name for it`);
  const { page, path, layout, step, providerReturn } = value as Record<string, unknown> & { page: string };
  if (typeof path !== 'string' || !PATH.test(path)) {
    throw new Error(`${named}: "path" must be a path such as "/payment", not ${JSON.stringify(path)}`);
  }
  if (stripLocale(path) !== path) throw new Error(`${named}: "path" must not carry a language prefix (${path})`);
  if (!LAYOUTS.includes(layout as LayoutKind)) {
    throw new Error(`${named}: "layout" must be one of ${LAYOUTS.join(', ')}`);
  }
  if (step !== undefined && !isStepName(step)) {
    throw new Error(`${named}: "step" must be a step's name (${STEP_NAME_RULE}), not ${JSON.stringify(step)}`);
  }
  if (providerReturn !== undefined && providerReturn !== true) {
    throw new Error(`${named}: "providerReturn" is true or left out`);
  }
  return {
    page,
    path,
    layout: layout as LayoutKind,
    ...(step === undefined ? {} : { step }),
    ...(providerReturn ? { providerReturn: true as const } : {}),
    title: parseTitle(value.title, named),
  };
}

/**
 * A step's routes.json, checked: `owner` names the step in every error. Each page and each path once; unknown keys
 * are refused, so a misspelt "providerReturn" cannot silently turn a provider's return into a 405.
 */
export function parseStepRoutes(value: unknown, owner: string): StepRoute[] {
  const where = `${owner} routes`;
  if (!Array.isArray(value) || value.length === 0) throw new Error(`${where}: must be a non-empty list of pages`);
  const routes = value.map((route) => parseRoute(route, where));
  for (const key of ['page', 'path'] as const) {
    const seen = new Set<string>();
    for (const route of routes) {
      if (seen.has(route[key])) throw new Error(`${where}: ${key} "${route[key]}" is declared twice`);
      seen.add(route[key]);
    }
  }
  return routes;
}

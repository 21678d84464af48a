import { stripLocale } from './paths';

const pathnameOf = (path: string): string => {
  const at = path.search(/[?#]/);
  return at === -1 ? path : path.slice(0, at);
};

const hashOf = (path: string): string => {
  const at = path.indexOf('#');
  return at === -1 ? '' : path.slice(at + 1);
};

/**
 * Whether going from one address to another opens another page of the shop, which then starts at its top with the
 * focus on its heading. The same page with another query (a provider's return parameters removed) or in the other
 * language is an update of the page the buyer is on; an address with a fragment is scrolled to by the page itself.
 */
export function isNewPage(from: string, to: string): boolean {
  if (hashOf(to) !== '') return false;
  return stripLocale(pathnameOf(from)) !== stripLocale(pathnameOf(to));
}

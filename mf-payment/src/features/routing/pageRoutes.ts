// The payment step's pages as its routes.json declares them. The shell routes by the same file (through the remote
// registry), so the code names pages and never spells a path: moving a page is an edit of routes.json alone.
import routes from '../../../routes.json';
import { RETURN_PAGES, type ReturnPageName } from '../providers/providers';

/** The pages this step has code for, by the names routes.json gives them: its own and its providers' return pages. */
export type PageName = 'pay' | 'result' | 'success' | 'fail' | ReturnPageName;
export const PAGE_NAMES: readonly PageName[] = ['pay', 'result', 'success', 'fail', ...RETURN_PAGES];

const isPageName = (name: string): name is PageName => (PAGE_NAMES as readonly string[]).includes(name);

/** The page at a step path ('/fail', never '/en/fail' or '/fail/'), if this step has one there. */
export function pageAt(path: string): PageName | undefined {
  const page = routes.find((route) => route.path === path)?.page;
  return page !== undefined && isPageName(page) ? page : undefined;
}

/** Where a page is, without the language prefix. */
export function pathOf(page: PageName): string {
  const route = routes.find((r) => r.page === page);
  if (!route) throw new Error(`mf-payment/routes.json has no page "${page}"`);
  return route.path;
}

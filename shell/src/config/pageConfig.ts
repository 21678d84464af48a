import type { ShopConfig } from '@greencard/step';
import type { PageRegistry } from '../remotes/registry';

/** What the shop server puts into the page as inert JSON (#shop-config), so CSP needs no inline script. */
export type PageConfig = ShopConfig & {
  /** Each step module's build, pages and place in the journey: the registry the server read for this page's buyer. */
  remotes: PageRegistry;
  /** The origins a team's test build may come from in one browser (`?override=`); empty: none. */
  overrideOrigins: string[];
};

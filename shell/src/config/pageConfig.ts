import type { ShopConfig } from '@greencard/step';
import type { RemoteRegistry } from '../remotes/registry';

/** What the shop server puts into the page as inert JSON (#shop-config), so CSP needs no inline script. */
export type PageConfig = ShopConfig & {
  /** Each step module's build and pages: the registry the server read for this page. */
  remotes: RemoteRegistry;
  /** The origins a team's test build may come from in one browser (`?override=`); empty: none. */
  overrideOrigins: string[];
};

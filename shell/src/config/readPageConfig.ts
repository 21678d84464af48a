import type { ShopConfig } from '@greencard/step';
import type { StepName } from '../routing/routes';

export type PageConfig = ShopConfig & { remotes: Record<StepName, string> };

/** The config the shell server put into the page as inert JSON (no inline script, so CSP stays strict). */
export function readPageConfig(doc: Document = document): PageConfig {
  const element = doc.getElementById('shop-config');
  if (!element?.textContent) throw new Error('The page has no shop config: was it served by the shell server?');
  return JSON.parse(element.textContent) as PageConfig;
}

import { setStepOverrides, takeStepOverrides, withTestBuilds } from '../remotes/override/takeStepOverrides';
import type { PageConfig } from './pageConfig';

/**
 * The config this page runs with: what the shell server put into the page as inert JSON (no inline script, so CSP
 * stays strict), with the test builds this browser asked for in place of the registry's. Read once, at start.
 */
export function readPageConfig(doc: Document = document): PageConfig {
  const element = doc.getElementById('shop-config');
  if (!element?.textContent) throw new Error('The page has no shop config: was it served by the shell server?');
  const served = JSON.parse(element.textContent) as PageConfig;
  const overrides = takeStepOverrides(served.overrideOrigins);
  setStepOverrides(overrides);
  return { ...served, remotes: withTestBuilds(served.remotes, overrides.active) };
}

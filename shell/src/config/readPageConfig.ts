import { setStepOverrides, takeStepOverrides } from '../remotes/override/takeStepOverrides';
import type { PageConfig } from './pageConfig';

/**
 * The config this page runs with: what the shell server put into the page as inert JSON (no inline script, so CSP
 * stays strict). Read once, at start, with the test builds this browser asked for (registerSteps loads them).
 */
export function readPageConfig(doc: Document = document): PageConfig {
  const element = doc.getElementById('shop-config');
  if (!element?.textContent) throw new Error('The page has no shop config: was it served by the shell server?');
  const config = JSON.parse(element.textContent) as PageConfig;
  setStepOverrides(takeStepOverrides(config.overrideOrigins));
  return config;
}

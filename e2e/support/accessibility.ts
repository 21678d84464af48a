// axe-core through @axe-core/playwright: it runs in the page without a script tag, so the shop's
// Content-Security-Policy stays on while it checks.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/**
 * What axe finds wrong (WCAG 2.2 A and AA rules), as "rule: targets" lines; within `include` (a CSS selector) when
 * given, and only at the given impacts when given.
 */
export async function axeViolations(
  page: Page,
  { include, impacts }: { include?: string; impacts?: Impact[] } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => !impacts || impacts.includes(v.impact as Impact))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

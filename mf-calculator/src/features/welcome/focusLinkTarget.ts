import type { MouseEvent } from 'react';

/**
 * Following an in-page link scrolls to its target but leaves the keyboard focus where it was (at the top of the
 * page), so the next Tab starts there again. The focus goes with the scroll: to the target's heading, which names
 * the section for a screen reader (it takes tabindex="-1"), or to the target itself when it has no heading.
 */
export function focusLinkTarget(event: MouseEvent<HTMLAnchorElement>): void {
  const id = decodeURIComponent(new URL(event.currentTarget.href).hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const heading = target.querySelector<HTMLElement>('h1, h2, h3');
  (heading ?? target).focus();
}

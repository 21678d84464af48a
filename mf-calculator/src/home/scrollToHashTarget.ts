/**
 * The header links to /#payment-info and /#faq from every page. Loading from another page, the browser looks for the
 * anchor before this remote has rendered it, so the page scrolls there itself once the sections exist.
 */
export function scrollToHashTarget(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return;
  const target = document.getElementById(id);
  target?.scrollIntoView?.();
}

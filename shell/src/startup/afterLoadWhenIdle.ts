/**
 * Runs `task` once the page has loaded and the browser is idle, so work that can wait (fetching ahead, measuring)
 * never competes with the page the buyer is on. Safari has no requestIdleCallback: `fallbackMs` after load stands in
 * for idle there.
 */
export function afterLoadWhenIdle(task: () => void, win: Window = window, fallbackMs = 500): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => task());
    else win.setTimeout(task, fallbackMs);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

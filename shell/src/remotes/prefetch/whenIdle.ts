/**
 * Runs `task` once the page has loaded and the browser is idle, so fetching ahead never competes with the page the
 * buyer is on. Safari has no requestIdleCallback: a moment after load stands in for idle there.
 */
export function afterLoadWhenIdle(task: () => void, win: Window = window): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => task());
    else win.setTimeout(task, 500);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

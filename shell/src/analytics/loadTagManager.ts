import { afterLoadWhenIdle } from '../startup/afterLoadWhenIdle';

/** The analytics tag from the company setting green_gtm_tag (rules §3), loaded once the page has loaded and is idle. */
export function loadTagManager(tag: string | undefined, win: Window & { dataLayer?: unknown[] } = window) {
  if (!tag || !/^GTM-[A-Z0-9]+$/.test(tag)) return false;
  const start = () => {
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = win.document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tag)}`;
    win.document.head.appendChild(script);
  };
  afterLoadWhenIdle(start, win, 0);
  return true;
}

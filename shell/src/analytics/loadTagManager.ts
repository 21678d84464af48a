/** The analytics tag from the company setting green_gtm_tag (rules §3), loaded after the page is usable. */
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
  if (win.document.readyState === 'complete') setTimeout(start, 0);
  else win.addEventListener('load', () => setTimeout(start, 0), { once: true });
  return true;
}

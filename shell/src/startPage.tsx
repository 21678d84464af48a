import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { I18nextProvider, createI18n, loadLanguage, reportTextsFailure } from '@greencard/i18n';
import { start } from 'single-spa';
import { createShopStore, storeLoyaltyCustomerId } from '@greencard/store';
import { reloadForStaleChunk, reportHydrationError, type StepServices } from '@greencard/step';
import type { PageConfig } from './config/pageConfig';
import { loadTagManager } from './analytics/loadTagManager';
import { matchRoute } from './routing/pageRoutes';
import { registerSteps } from './remotes/registerSteps';
import { takeStepOverrides } from './remotes/override/takeStepOverrides';
import { ShellApp } from './ShellApp';
import { startPageReports } from './observability/pageReports';
import { yieldToBrowser } from './startup/yieldToBrowser';

// What the shop server put into the page as inert JSON (no inline script, so CSP stays strict), and the test builds
// this browser asked for: read once, at start.
const configText = document.getElementById('shop-config')?.textContent;
if (!configText) throw new Error('The page has no shop config: was it served by the shell server?');
const config = JSON.parse(configText) as PageConfig;
const overrides = takeStepOverrides(config.overrideOrigins);
// First, so that a step that fails to load while the page starts is reported too.
startPageReports({ window, loadVitals: () => import(/* webpackChunkName: "web-vitals" */ 'web-vitals') });
// Loyalty partner links open the shop with ?loyalty_id=... (rules D9): the id is kept, then taken out of the address
// bar so it is not shared or bookmarked.
const address = new URL(window.location.href);
const loyaltyId = address.searchParams.get('loyalty_id')?.trim();
if (loyaltyId !== undefined) {
  if (loyaltyId) storeLoyaltyCustomerId(loyaltyId);
  address.searchParams.delete('loyalty_id');
  window.history.replaceState(window.history.state, '', address.pathname + address.search + address.hash);
}
const { locale } = matchRoute(window.location.pathname);
// The page the server rendered; registering the steps may send the buyer elsewhere before anything is shown.
const servedPath = window.location.pathname;

// The start is split into tasks, so that none of them holds a tap up for long on a slow phone: the libraries'
// evaluation, one each (bootstrap.tsx), and this module's; the store set up; the texts; the steps registered, which
// starts fetching the page's step; the page taken over.
await yieldToBrowser();

// One store and one i18n instance for the whole page, and the shop's config; steps receive them as single-spa
// props. Each step makes its own API client from this config: the client is built into each step's release.
const store = createShopStore();
await yieldToBrowser();
const services: StepServices = {
  store,
  i18n: createI18n(locale),
  config: { company: config.company, draftDialect: config.draftDialect, apiBaseUrl: '/api' },
};

await yieldToBrowser();

registerSteps(config.remotes, services, overrides.active);
await yieldToBrowser();

let started = false;
const startSteps = () => {
  if (started) return;
  started = true;
  // Steps mount into #step-outlet, which exists once the shell has rendered.
  start({ urlRerouteOnly: true });
};

const container = document.getElementById('root') as HTMLElement;
const page = (
  <I18nextProvider i18n={services.i18n}>
    <ShellApp
      company={config.company}
      onReady={startSteps}
      overrides={overrides}
      outletHtml={document.getElementById('step-outlet')?.innerHTML}
    />
  </I18nextProvider>
);
// The server renders the frame as everyone gets it; a browser running test builds shows a banner the server did not
// render, and a buyer sent back to the start is on another page than the server rendered: both render afresh.
const testing = Object.keys(overrides.active).length > 0 || overrides.refused.length > 0;
function renderPage() {
  if (container.hasChildNodes() && !testing && window.location.pathname === servedPath) {
    // As a transition, React takes the page over in slices and gives way to the browser between them (a plain
    // hydration is one task as long as the whole frame); a tap meanwhile is handled first (docs/performance.md).
    startTransition(() => {
      hydrateRoot(container, page, { onRecoverableError: reportHydrationError('shell') });
    });
  } else {
    const root = createRoot(container);
    flushSync(() => root.render(page));
  }
}
// The page's language chunk (announced by the shop server) is in before the first render reads it. One gone after a
// redeploy reloads the page, as any stale chunk does; one that fails otherwise leaves the page rendered without it
// rather than not at all.
void loadLanguage(services.i18n, locale)
  .catch((error: unknown) => {
    if (!reloadForStaleChunk(error)) reportTextsFailure(error);
  })
  .then(renderPage);

loadTagManager(config.company.gtmTag);

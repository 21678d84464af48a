import '@greencard/ui/src/styles.css';
import './shell.css';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { I18nextProvider } from 'react-i18next';
import { start } from 'single-spa';
import { createApi } from '@greencard/api';
import { createI18n } from '@greencard/i18n';
import { createShopStore } from '@greencard/store';
import { readPageConfig } from './config/readPageConfig';
import { captureLoyaltyId } from './loyalty/captureLoyaltyId';
import { loadTagManager } from './analytics/loadTagManager';
import { matchRoute } from './routing/routes';
import { registerSteps } from './remotes/registerSteps';
import { ShellApp } from './ShellApp';

const config = readPageConfig();
captureLoyaltyId();

// One store, one i18n instance and one API client for the whole page; steps receive them as single-spa props.
const services = {
  store: createShopStore(),
  i18n: createI18n(matchRoute(window.location.pathname).locale),
  api: createApi({ baseURL: '/api' }),
  config: { company: config.company, draftDialect: config.draftDialect },
};

registerSteps(config.remotes, services);

let started = false;
const startSteps = () => {
  if (started) return;
  started = true;
  // Steps mount into #step-outlet, which exists once the shell has rendered.
  start({ urlRerouteOnly: true });
};

const root = createRoot(document.getElementById('root') as HTMLElement);
flushSync(() =>
  root.render(
    <I18nextProvider i18n={services.i18n}>
      <ShellApp company={config.company} onReady={startSteps} />
    </I18nextProvider>,
  ),
);

loadTagManager(config.company.gtmTag);

import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider, type i18n as I18n } from '@greencard/i18n';
import { StoreProvider, type ShopStore } from '@greencard/store';
import type { InsurerClient } from '@greencard/api';
import type { ShopConfig } from './config';

/**
 * What the shell hands every step as single-spa props: the page's one store and one i18n instance (both held by
 * shared singletons) and the shop's config. Nothing built from a package a step bundles itself crosses this line.
 */
export interface StepServices {
  store: ShopStore;
  i18n: I18n;
  config: ShopConfig;
}

/** What a step's components are given: the shell's services and the insurer client the step made for itself. */
export interface StepEnvironment extends StepServices {
  client: InsurerClient;
}

const ServicesContext = createContext<Pick<StepEnvironment, 'client' | 'config'> | null>(null);

export function StepProviders({ services, children }: { services: StepEnvironment; children: ReactNode }) {
  const { store, i18n, client, config } = services;
  return (
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ServicesContext.Provider value={{ client, config }}>{children}</ServicesContext.Provider>
      </I18nextProvider>
    </StoreProvider>
  );
}

function useServices() {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('A step component rendered outside StepProviders');
  return services;
}

/** The step's insurer client, which its calls are made with. */
export const useInsurerClient = (): InsurerClient => useServices().client;
export const useShopConfig = (): ShopConfig => useServices().config;

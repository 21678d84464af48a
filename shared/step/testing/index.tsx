// Test helpers for step modules: render a step's component the way the shell mounts it, with the step's calls mocked
// at the module border. Imported as '@greencard/step/testing' from tests only; never from production code.
import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInsurerClient, type InsurerClient, type InsurerRequest } from '@greencard/api';
import type { Locale } from '@greencard/domain';
import { addTranslations, bundledTexts, localizePath, type TextTree } from '@greencard/i18n';
import { createTestI18n } from '@greencard/i18n/testing';
import {
  createShopStore,
  initialJourneyState,
  JOURNEY_SNAPSHOT,
  saveSnapshot,
  type InjectableSlice,
  type JourneyState,
  type ShopStore,
} from '@greencard/store';
import { setRepositoryJourney } from './repositoryJourney';
import { StepProviders, type StepEnvironment } from '../src/context';
import type { CompanyInfo, ShopConfig } from '../src/config';
import { SERVER_TIME_PATH } from '../src/serverClock/serverTimeCall';

export const TEST_COMPANY: CompanyInfo = {
  id: 1,
  name: 'Test Insurer',
  supportPhones: ['+380441112233', '+380671112233'],
  supportEmail: 'support@insurer.test',
  chats: { telegram: 'https://t.me/insurer_test', viber: 'viber://pa?chatURI=insurer_test' },
  platform: { name: 'Test Platform', url: 'https://platform.test' },
};

/** The insurer's clock as a test gives it. */
interface ServerTimeReading {
  now: Date;
  timeZone: string;
}

/**
 * The insurer client of a test: it answers GET /serverTime (the server clock's call) from `serverTime`, and fails
 * loudly on any other request: a step's calls are answered at its call modules (answerCalls).
 */
function testClient(serverTime?: () => Promise<ServerTimeReading>): InsurerClient {
  const unanswered = (request: InsurerRequest) =>
    Promise.reject(new Error(`${request.method} ${request.url} was sent but the test did not answer it`));
  const client: InsurerClient = {
    call: (request) =>
      request.url === SERVER_TIME_PATH && serverTime
        ? (serverTime().then(({ now, timeZone }) => ({ now: now.toISOString(), timeZone })) as never)
        : unanswered(request),
    send: unanswered,
    read: () => Promise.reject(new Error('the test client reads no answer')),
    address: createInsurerClient().address,
  };
  return client;
}

type Fake<F> = F extends (client: InsurerClient, ...args: infer A) => infer R ? (...args: A) => R : never;

/** A step's calls as a test answers them: a fake for each function of its call modules, by name. */
export type CallFakes<M> = { [K in keyof M]?: Fake<M[K]> };

/**
 * Answers a step's calls in a test: `calls` are the functions of the step's call modules, which the test (or its
 * helper) mocked with jest.mock; each answers with the fake of its name, given the call's arguments after the client,
 * and one the test gives no fake for fails loudly.
 */
export function answerCalls<M extends Record<string, unknown>>(calls: M, fakes: CallFakes<M> = {}): void {
  for (const [name, call] of Object.entries(calls)) {
    if (typeof call !== 'function') continue;
    if (!jest.isMockFunction(call)) throw new Error(`${name} is not mocked: jest.mock its call module first`);
    const fake = (fakes as Record<string, ((...args: unknown[]) => unknown) | undefined>)[name];
    call.mockImplementation((_client: InsurerClient, ...args: unknown[]) =>
      fake ? fake(...args) : Promise.reject(new Error(`${name} was called but the test did not mock it`)),
    );
  }
}

export interface RenderStepOptions {
  /** The page's address without the language prefix (the locale adds it): where the shell would have mounted it. */
  path?: string;
  /** How the buyer came to `path`: by navigating (a new history entry, so Back leaves the page) or by a full page load. */
  arrival?: 'navigation' | 'load';
  /** How GET /serverTime answers (the server clock); unanswered, it fails. */
  serverTime?: () => Promise<ServerTimeReading>;
  locale?: Locale;
  journey?: Partial<JourneyState>;
  config?: Partial<ShopConfig>;
  slices?: InjectableSlice[];
  translations?: { ns: string; uk: TextTree; en: TextTree };
  store?: ShopStore;
}

/**
 * What a step's components get: the shell's services and a test's insurer client. A prepared journey is written where
 * a reload would find it (the journey snapshot in jsdom's localStorage) and restored by the real store, so tests
 * exercise the same path. The page's journey plan is this repository's steps', as the shell would set it.
 */
export function createTestServices(options: RenderStepOptions = {}): StepEnvironment {
  setRepositoryJourney();
  if (options.journey) saveSnapshot(JOURNEY_SNAPSHOT, { ...initialJourneyState, ...options.journey });
  const store = options.store ?? createShopStore({ persist: true });
  const i18n = createTestI18n(options.locale ?? 'en');
  if (options.translations) {
    const { ns, uk, en } = options.translations;
    void addTranslations(i18n, ns, bundledTexts({ uk, en }));
  }
  for (const slice of options.slices ?? []) store.injectSlice(slice);
  return {
    store,
    i18n,
    client: testClient(options.serverTime),
    config: { company: TEST_COMPANY, draftDialect: 'snake', ...options.config },
  };
}

/** Jest's modern fake timers replace setTimeout with a function that carries its fake clock. */
const fakeTimersActive = () => typeof jest !== 'undefined' && 'clock' in setTimeout;

/** Renders `ui` inside the step providers; returns the testing-library result, the services and a user-event user. */
export function renderStep(ui: ReactElement, options: RenderStepOptions = {}) {
  if (options.path !== undefined) {
    const address = localizePath(options.path, options.locale ?? 'en');
    if (options.arrival === 'load') window.history.replaceState(null, '', address);
    else window.history.pushState(null, '', address);
  }
  const services = createTestServices(options);
  // user-event waits between keystrokes; under jest's fake timers that wait must advance the fake clock.
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (fakeTimersActive()) jest.advanceTimersByTime(ms);
    },
  });
  const result: RenderResult = render(<StepProviders services={services}>{ui}</StepProviders>);
  return { ...result, services, store: services.store, user };
}

export { JOURNEY_AT, SIGNED_JOURNEY } from './journeyFixtures';

/** The page's address as the buyer's browser shows it, query included. */
export const currentAddress = () => window.location.pathname + window.location.search;

/**
 * Lets pending promises settle (an answer the test does not wait for on screen): a few turns of the microtask queue,
 * enough for an answer passed on through a couple of awaits, and no timer moves (fake timers stay where they are).
 */
export const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  });

/** A promise the test settles when it wants to. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

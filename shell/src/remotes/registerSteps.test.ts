import { act } from '@testing-library/react';
import { registerApplication, triggerAppChange } from 'single-spa';
import { journeyPlan, nextPlannedStep } from '@greencard/i18n';
import type { StepServices } from '@greencard/step';
import { createShopStore, productChosen } from '@greencard/store';
import { pageRoutes } from '../routing/pageRoutes';
import { routeAt } from '../routing/routeTable';
import { TEST_REGISTRY } from '../testing/stepRegistry';
import { PAGE_PROBLEM_EVENT } from '@greencard/step';
import { createTestI18n } from '@greencard/i18n/testing';
import { registerSteps } from './registerSteps';
import { loadStepApp } from './stepContainers';

jest.mock('single-spa', () => ({
  registerApplication: jest.fn(),
  triggerAppChange: jest.fn(async () => undefined),
  unloadApplication: jest.fn(async () => undefined),
}));
jest.mock('./stepContainers', () => ({ loadStepApp: jest.fn(async () => undefined) }));

const services = { store: createShopStore({ persist: false }) } as StepServices;
const BUILD = 'https://builds.example.com/payment/42/mf-manifest.json';
const registered = (name: string) =>
  jest
    .mocked(registerApplication)
    .mock.calls.find(([app]) => (app as { name: string }).name === name)?.[0] as unknown as {
    app: () => Promise<{ bootstrap: (props: object) => Promise<unknown>; mount: (props: object) => Promise<unknown> }>;
  };
const activeWhen = (name: string) => {
  const call = jest.mocked(registerApplication).mock.calls.find(([app]) => (app as { name: string }).name === name);
  return (call?.[0] as unknown as { activeWhen: (location: Location) => boolean }).activeWhen;
};
const at = (pathname: string) => ({ pathname }) as Location;
// jsdom has no fetch: the answers of a build server by file name, as much of them as the shell reads; 404 for others.
const answer = (files: Record<string, unknown>) =>
  jest.fn(async (url: string) => {
    const body = files[url.slice(url.lastIndexOf('/') + 1)];
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body };
  });
const payment = TEST_REGISTRY.payment;
const points = TEST_REGISTRY.points;

describe('registering the steps', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('loads each step from its registry build and shows it on the pages its routes.json names', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    registerSteps(TEST_REGISTRY, services);
    await registered('payment').app();
    expect(loadStepApp).toHaveBeenCalledWith('payment', payment);
    jest.restoreAllMocks();
    expect(activeWhen('payment')(at('/en/portmoneCallBack'))).toBe(true);
    expect(activeWhen('payment')(at('/contract'))).toBe(false);
    expect(activeWhen('calculator')(at('/en'))).toBe(true);
    expect(routeAt(pageRoutes(), '/en/fail').route?.title.en).toBe('Failed to pay');
  });

  it("never activates a step's page the journey is not ready for, and sends the buyer to the start before registering", () => {
    window.history.replaceState(null, '', '/en/contract');
    const register = jest.mocked(registerApplication);
    register.mockImplementationOnce(() => expect(window.location.pathname).toBe('/en'));
    const store = createShopStore({ persist: false });
    registerSteps(TEST_REGISTRY, { ...services, store });
    expect(activeWhen('contract')(at('/contract'))).toBe(false);
    expect(activeWhen('payment')(at('/en/fail'))).toBe(true);
    store.dispatch(
      productChosen({
        selection: { autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH', customerCategory: 'NATURAL' },
        product: { tariff: 1, discountedPayment: 1000 },
      }),
    );
    expect(activeWhen('contract')(at('/contract'))).toBe(true);
    window.history.replaceState(null, '', '/');
  });

  it('loads a step saying the page arrived at it, and shows and reports its failure to load or to mount', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="step-outlet"></div>';
    const heard: string[] = [];
    const hear = (event: Event) => heard.push(`${event.type} ${JSON.stringify((event as CustomEvent).detail)}`);
    window.addEventListener(PAGE_PROBLEM_EVENT, hear);
    window.addEventListener('greencard:step-arrival', hear);
    registerSteps(TEST_REGISTRY, { ...services, i18n: createTestI18n('en') });
    const throwsOnMount = {
      mount: jest.fn(() => Promise.reject(new Error('no'))),
      unmount: jest.fn(async () => undefined),
    };
    jest.mocked(loadStepApp).mockResolvedValueOnce(throwsOnMount).mockRejectedValueOnce(new Error('no container'));
    const points = await registered('points').app();
    await points.bootstrap({});
    await act(() => points.mount({}));
    expect(document.body.textContent).toContain('Try again');
    await registered('payment').app();
    expect(heard).toEqual([
      'greencard:step-arrival "points"',
      'greencard:page-problem {"kind":"step_load_failed","where":"points"}',
      'greencard:step-arrival "payment"',
      'greencard:page-problem {"kind":"step_load_failed","where":"payment"}',
    ]);
    window.removeEventListener(PAGE_PROBLEM_EVENT, hear);
    window.removeEventListener('greencard:step-arrival', hear);
    jest.restoreAllMocks();
  });

  it('runs the journey of the registry', () => {
    registerSteps(TEST_REGISTRY, services);
    expect(journeyPlan().steps.map((step) => step.step)).toEqual([
      'calculator',
      'contract',
      'confirm',
      'points',
      'payment',
    ]);
    expect(nextPlannedStep(journeyPlan(), 'confirm')?.path).toBe('/payment');
  });

  it("routes by a test build's own routes.json once it arrives", async () => {
    const newReturn = {
      page: 'newPayReturn',
      path: '/newPayCallBack',
      layout: 'provider',
      providerReturn: true,
      title: { uk: 'NewPay', en: 'NewPay' },
    };
    const fetchMock = answer({
      'routes.json': [...payment.routes, newReturn],
      'step.json': { journey: payment.journey },
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    registerSteps({ ...TEST_REGISTRY, payment: { ...payment, manifest: BUILD } }, services, { payment: BUILD });
    expect(activeWhen('payment')(at('/en/newPayCallBack'))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledWith('https://builds.example.com/payment/42/routes.json', {
      credentials: 'omit',
    });
    expect(activeWhen('payment')(at('/en/newPayCallBack'))).toBe(true);
    expect(triggerAppChange).toHaveBeenCalled();
  });

  it("goes on by a test build's own journey (its step.json) once it arrives", async () => {
    const build = 'https://builds.example.com/points/7/mf-manifest.json';
    const everyone = { label: { uk: 'Бонуси', en: 'Bonus' }, follows: 'confirm', needs: ['signed'] };
    global.fetch = answer({
      'routes.json': points.routes,
      'step.json': { journey: everyone },
    }) as unknown as typeof fetch;
    registerSteps({ ...TEST_REGISTRY, points: { ...points, manifest: build } }, services, { points: build });
    expect(nextPlannedStep(journeyPlan(), 'confirm')?.step).toBe('payment');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(nextPlannedStep(journeyPlan(), 'confirm')).toMatchObject({ step: 'points', label: everyone.label });
  });

  it("keeps the registry's journey when the test build's makes no order", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const build = 'https://builds.example.com/points/8/mf-manifest.json';
    const first = { label: points.journey.label, needs: [] };
    global.fetch = answer({ 'routes.json': points.routes, 'step.json': { journey: first } }) as unknown as typeof fetch;
    registerSteps(TEST_REGISTRY, services, { points: build });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('are each a first step'));
    expect(journeyPlan().steps.map((step) => step.step)).toEqual([
      'calculator',
      'contract',
      'confirm',
      'points',
      'payment',
    ]);
    expect(triggerAppChange).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("keeps the registry's routes of the step when the test build's routes.json cannot be used", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = answer({}) as unknown as typeof fetch;
    registerSteps(TEST_REGISTRY, services, { payment: BUILD });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("The payment test build's routes.json and step.json are not used"),
    );
    expect(activeWhen('payment')(at('/fail'))).toBe(true);
    expect(triggerAppChange).not.toHaveBeenCalled();
  });

  describe('with test builds', () => {
    /** The build single-spa loads for `step` once the steps are registered with `registry` and these test builds. */
    async function loadedBuild(step: string, active: Record<string, string>, registry = TEST_REGISTRY) {
      jest.mocked(registerApplication).mockClear();
      jest.mocked(loadStepApp).mockClear();
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      global.fetch = answer({}) as unknown as typeof fetch;
      registerSteps(registry, services, active);
      await registered(step).app();
      // The test build's routes.json and step.json are not there: the registry's declarations stay.
      await new Promise((resolve) => setTimeout(resolve, 0));
      jest.restoreAllMocks();
      return jest.mocked(loadStepApp).mock.calls[0]?.[1];
    }

    it("swap the step's manifest and keep the rest", async () => {
      expect(await loadedBuild('payment', { payment: BUILD })).toEqual({ ...payment, manifest: BUILD });
      expect(await loadedBuild('contract', { payment: BUILD })).toBe(TEST_REGISTRY.contract);
    });

    it("are not given the released build's pinned hash: the browser would refuse the test build by it", async () => {
      const pinned = { ...TEST_REGISTRY, payment: { ...payment, integrity: `sha384-${'A'.repeat(64)}` } };
      expect(await loadedBuild('payment', { payment: BUILD }, pinned)).toEqual({ ...payment, manifest: BUILD });
    });

    it('are not loaded for a step the registry does not have', async () => {
      expect(await loadedBuild('payment', { review: BUILD })).toBe(payment);
      expect(global.fetch).not.toHaveBeenCalledWith(BUILD.replace('mf-manifest', 'routes'), expect.anything());
    });
  });
});

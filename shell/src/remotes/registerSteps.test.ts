import { registerApplication, triggerAppChange } from 'single-spa';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { StepServices } from '@greencard/step';
import { createShopStore, productChosen } from '@greencard/store';
import { pageRoutes } from '../routing/pageRoutes';
import { routeAt } from '../routing/routeTable';
import { TEST_REGISTRY } from '../testing/stepRegistry';
import { setStepOverrides } from './override/currentOverrides';
import { registerSteps } from './registerSteps';

jest.mock('single-spa', () => ({ registerApplication: jest.fn(), triggerAppChange: jest.fn(async () => undefined) }));
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const services = { store: createShopStore({ persist: false }) } as StepServices;
const BUILD = 'https://builds.example.com/payment/42/mf-manifest.json';
const activeWhen = (name: string) => {
  const call = jest.mocked(registerApplication).mock.calls.find(([app]) => (app as { name: string }).name === name);
  return (call?.[0] as unknown as { activeWhen: (location: Location) => boolean }).activeWhen;
};
const at = (pathname: string) => ({ pathname }) as Location;
// jsdom has no fetch: the answer of a build server, as much of it as the shell reads.
const answer = (body: unknown, status = 200) => jest.fn(async () => ({ ok: status < 400, status, json: async () => body }));

describe('registering the steps', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    setStepOverrides({ active: {}, refused: [] });
    global.fetch = realFetch;
  });

  it("loads each step from the container script beside its manifest and shows it on the pages its routes.json names", () => {
    registerSteps(TEST_REGISTRY, services);
    expect(jest.mocked(registerRemotes).mock.calls[0]?.[0]).toContainEqual({
      name: 'payment',
      entry: TEST_REGISTRY.payment.manifest.replace('mf-manifest.json', 'remoteEntry.js'),
      entryGlobalName: 'greencard_payment',
      type: 'var',
    });
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

  it("routes by a test build's own routes.json once it arrives", async () => {
    const newReturn = { page: 'newPayReturn', path: '/newPayCallBack', layout: 'provider', providerReturn: true, title: { uk: 'NewPay', en: 'NewPay' } };
    const fetchMock = answer([...TEST_REGISTRY.payment.routes, newReturn]);
    global.fetch = fetchMock as unknown as typeof fetch;
    setStepOverrides({ active: { payment: BUILD }, refused: [] });
    registerSteps({ ...TEST_REGISTRY, payment: { ...TEST_REGISTRY.payment, manifest: BUILD } }, services);
    expect(activeWhen('payment')(at('/en/newPayCallBack'))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledWith('https://builds.example.com/payment/42/routes.json', { credentials: 'omit' });
    expect(activeWhen('payment')(at('/en/newPayCallBack'))).toBe(true);
    expect(triggerAppChange).toHaveBeenCalled();
  });

  it("keeps the registry's routes of the step when the test build's routes.json cannot be used", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = answer('', 404) as unknown as typeof fetch;
    setStepOverrides({ active: { payment: BUILD }, refused: [] });
    registerSteps(TEST_REGISTRY, services);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("The payment test build's routes.json is not used"));
    expect(activeWhen('payment')(at('/fail'))).toBe(true);
    expect(triggerAppChange).not.toHaveBeenCalled();
  });
});

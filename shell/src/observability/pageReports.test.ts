import { announcePageProblem } from '@greencard/step';
import { announceStepArrival, PAGE_REPORTS_URL, startPageReports, type PageReport } from './pageReports';

type Callback = (metric: { name: string; value: number }) => void;

function fakeVitals() {
  const callbacks: Record<string, Callback> = {};
  const on = (name: string) => (callback: Callback) => void (callbacks[name] = callback);
  return { callbacks, library: { onLCP: on('LCP'), onCLS: on('CLS'), onINP: on('INP'), onTTFB: on('TTFB') } };
}

async function sentReports(beacon: jest.Mock): Promise<PageReport[]> {
  return Promise.all(
    beacon.mock.calls.map(async ([url, body]: [string, Blob]) => {
      expect(url).toBe(PAGE_REPORTS_URL);
      expect(body.type).toBe('application/json');
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(body);
      });
      return JSON.parse(text) as PageReport;
    }),
  );
}

describe("the page's reports to the shop server", () => {
  let beacon: jest.Mock;
  beforeEach(() => {
    beacon = jest.fn(() => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true });
    Object.defineProperty(window.navigator, 'connection', { value: undefined, configurable: true });
    window.history.replaceState(null, '', '/en/payment');
  });

  it('sends each vital and each announced problem with the page, loading web-vitals only once the page is idle', async () => {
    const { callbacks, library } = fakeVitals();
    const loadVitals = jest.fn(async () => library as never);
    const stop = startPageReports({ window, loadVitals });
    announcePageProblem({ kind: 'step_load_failed', where: 'points' });
    stop();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadVitals).toHaveBeenCalledTimes(1);
    callbacks.LCP?.({ name: 'LCP', value: 1234 });
    callbacks.CLS?.({ name: 'CLS', value: 0.02 });
    expect(await sentReports(beacon)).toEqual([
      { page: '/en/payment', problem: { kind: 'step_load_failed', where: 'points' } },
      { page: '/en/payment', vital: { name: 'LCP', value: 1234 } },
      { page: '/en/payment', vital: { name: 'CLS', value: 0.02 } },
    ]);
  });

  it("sends the page's arrival at each step the shell loads, reached by the page served or inside it", async () => {
    const stop = startPageReports({ window, loadVitals: async () => fakeVitals().library as never });
    announceStepArrival('payment');
    window.history.pushState(null, '', '/en/points');
    announceStepArrival('points');
    stop();
    announceStepArrival('points');
    expect(await sentReports(beacon)).toEqual([
      { page: '/en/payment', arrived: 'payment' },
      { page: '/en/points', arrived: 'points' },
    ]);
  });

  it('sends nothing, and loads nothing, for a buyer saving data', async () => {
    Object.defineProperty(window.navigator, 'connection', { value: { saveData: true }, configurable: true });
    const loadVitals = jest.fn(async () => fakeVitals().library as never);
    startPageReports({ window, loadVitals });
    announcePageProblem({ kind: 'hydration_mismatch', where: 'shell' });
    announceStepArrival('payment');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadVitals).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });
});

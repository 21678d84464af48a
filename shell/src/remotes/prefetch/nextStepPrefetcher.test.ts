import { setJourneyPlan } from '@greencard/i18n';
import { plannedJourney } from '@greencard/step-contract/journey';
import { TEST_REGISTRY } from '../../testing/stepRegistry';
import { createNextStepPrefetcher } from './prefetchNextSteps';

const manifestOf = () => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './app',
      assets: {
        js: { sync: ['app.0123456789.js'], async: ['texts-uk.0123456789.js', 'texts-en.0123456789.js'] },
        css: { sync: ['app.0123456789.css'] },
      },
    },
  ],
});

let builds = 0;

/**
 * A prefetcher on an English page, with each step's build at an address of its own (a build's manifest is read once
 * per page), the journey's conditions holding as asked, and the connection the browser reports.
 */
function prefetcher({ connection = { effectiveType: '4g' }, loyaltyCustomer = false } = {}) {
  builds += 1;
  const registry = Object.fromEntries(
    Object.entries(TEST_REGISTRY).map(([step, entry]) => [
      step,
      { ...entry, manifest: `http://127.0.0.1:9000/${step}/${builds}/mf-manifest.json` },
    ]),
  );
  setJourneyPlan({
    steps: plannedJourney(TEST_REGISTRY),
    holds: (condition) => condition === 'loyaltyCustomer' && loyaltyCustomer,
  });
  // jsdom has no fetch: the build server's answer.
  const readManifest = jest.fn(async (_url: string, _init: RequestInit) => ({
    ok: true,
    status: 200,
    json: async () => manifestOf(),
  }));
  global.fetch = readManifest as unknown as typeof fetch;
  const win = { navigator: { connection }, location: { pathname: '/en/contract' }, document } as unknown as Window;
  const prefetched = () =>
    [...document.head.querySelectorAll('link')].map((link) => `${link.getAttribute('as')} ${link.href}`);
  return { prefetchAfter: createNextStepPrefetcher(registry, win), registry, readManifest, prefetched };
}

describe('prefetching the next step', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    document.head.replaceChildren();
  });

  it("reads the next step's manifest and prefetches its entry, app chunks and texts in the page's language", async () => {
    const { prefetchAfter, registry, readManifest, prefetched } = prefetcher();
    await prefetchAfter('calculator');
    expect(readManifest).toHaveBeenCalledWith(registry.contract?.manifest, { priority: 'low' });
    const build = registry.contract?.manifest.replace('mf-manifest.json', '');
    expect(prefetched()).toEqual([
      `script ${build}remoteEntry.js`,
      `script ${build}app.0123456789.js`,
      `script ${build}texts-en.0123456789.js`,
      `style ${build}app.0123456789.css`,
    ]);
  });

  it('follows the journey: points after the confirmation for a loyalty customer, payment otherwise', async () => {
    const loyal = prefetcher({ loyaltyCustomer: true });
    await loyal.prefetchAfter('confirm');
    expect(loyal.readManifest).toHaveBeenCalledWith(loyal.registry.points?.manifest, { priority: 'low' });
    const other = prefetcher();
    await other.prefetchAfter('confirm');
    expect(other.readManifest).toHaveBeenCalledWith(other.registry.payment?.manifest, { priority: 'low' });
  });

  it('asks once per build, and for nothing after payment', async () => {
    const { prefetchAfter, readManifest } = prefetcher();
    await Promise.all([prefetchAfter('contract'), prefetchAfter('contract')]);
    await prefetchAfter('payment');
    expect(readManifest).toHaveBeenCalledTimes(1);
  });

  it.each([
    { saveData: true, effectiveType: '4g' },
    { effectiveType: '3g' },
    { effectiveType: '2g' },
    { effectiveType: 'slow-2g' },
  ])('fetches nothing on %p', async (connection) => {
    const { prefetchAfter, readManifest, prefetched } = prefetcher({ connection });
    await prefetchAfter('calculator');
    expect(readManifest).not.toHaveBeenCalled();
    expect(prefetched()).toEqual([]);
  });

  it('gives up quietly when the manifest cannot be read, and tries again on the next page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { prefetchAfter, readManifest, prefetched } = prefetcher();
    readManifest.mockRejectedValueOnce(new TypeError('offline'));
    await prefetchAfter('calculator');
    expect(prefetched()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('The contract step was not prefetched: TypeError: offline');
    await prefetchAfter('calculator');
    expect(prefetched()).toHaveLength(4);
    warn.mockRestore();
  });
});

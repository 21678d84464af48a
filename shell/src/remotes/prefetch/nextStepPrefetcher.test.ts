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

function prefetcher({ connection = { effectiveType: '4g' }, loyaltyCustomer = false } = {}) {
  const readManifest = jest.fn(async (_url: string) => manifestOf());
  const prefetch = jest.fn();
  const prefetchAfter = createNextStepPrefetcher({
    registry: TEST_REGISTRY,
    connection: () => connection,
    locale: () => 'en',
    plan: () => ({
      steps: plannedJourney(TEST_REGISTRY),
      holds: (condition) => condition === 'loyaltyCustomer' && loyaltyCustomer,
    }),
    readManifest,
    prefetch,
  });
  return { prefetchAfter, readManifest, prefetch };
}

describe('prefetching the next step', () => {
  it("reads the next step's manifest and prefetches its entry, app chunks and texts in the page's language", async () => {
    const { prefetchAfter, readManifest, prefetch } = prefetcher();
    await prefetchAfter('calculator');
    expect(readManifest).toHaveBeenCalledWith('http://127.0.0.1:9002/mf-manifest.json');
    expect(prefetch).toHaveBeenCalledWith([
      { href: 'http://127.0.0.1:9002/remoteEntry.js', as: 'script', crossOrigin: true },
      { href: 'http://127.0.0.1:9002/app.0123456789.js', as: 'script', crossOrigin: true },
      { href: 'http://127.0.0.1:9002/texts-en.0123456789.js', as: 'script', crossOrigin: true },
      { href: 'http://127.0.0.1:9002/app.0123456789.css', as: 'style', crossOrigin: true },
    ]);
  });

  it('follows the journey: points after the confirmation for a loyalty customer, payment otherwise', async () => {
    const loyal = prefetcher({ loyaltyCustomer: true });
    await loyal.prefetchAfter('confirm');
    expect(loyal.readManifest).toHaveBeenCalledWith(TEST_REGISTRY.points.manifest);
    const other = prefetcher();
    await other.prefetchAfter('confirm');
    expect(other.readManifest).toHaveBeenCalledWith(TEST_REGISTRY.payment.manifest);
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
    const { prefetchAfter, readManifest, prefetch } = prefetcher({ connection });
    await prefetchAfter('calculator');
    expect(readManifest).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('gives up quietly when the manifest cannot be read, and tries again on the next page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { prefetchAfter, readManifest, prefetch } = prefetcher();
    readManifest.mockRejectedValueOnce(new Error('offline'));
    await prefetchAfter('calculator');
    expect(prefetch).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('The contract step was not prefetched: Error: offline');
    await prefetchAfter('calculator');
    expect(prefetch).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

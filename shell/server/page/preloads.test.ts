/** @jest-environment node */
import { createRemotePreloader, preloadTags } from './preloads';

const remoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './app', assets: { js: { sync: ['__federation_expose_app.0123456789.js'] }, css: { sync: ['app.0123456789.css'] } } }],
};

describe('preload hints', () => {
  it('marks only the manifest as a CORS fetch, the way the federation runtime requests each', () => {
    expect(
      preloadTags([
        { href: 'http://r/mf-manifest.json', as: 'fetch' },
        { href: 'http://r/remoteEntry.js?a=1&b="2"', as: 'script' },
      ]),
    ).toBe(
      '<link rel="preload" as="fetch" crossorigin href="http://r/mf-manifest.json">' +
        '<link rel="preload" as="script" href="http://r/remoteEntry.js?a=1&amp;b=&quot;2&quot;">',
    );
  });

  it('caches a manifest briefly and never holds the page for a failing remote', async () => {
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify(remoteManifest))) as unknown as typeof fetch;
    const preloadsFor = createRemotePreloader({ ttlMs: 1000, fetchImpl });
    expect(await preloadsFor('http://r/mf-manifest.json', 0)).toHaveLength(4);
    expect(await preloadsFor('http://r/mf-manifest.json', 500)).toHaveLength(4);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await preloadsFor('http://r/mf-manifest.json', 2000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    const failing = createRemotePreloader({ fetchImpl: (async () => Promise.reject(new Error('down'))) as typeof fetch });
    expect(await failing('http://down/mf-manifest.json')).toEqual([]);
    const hanging = createRemotePreloader({ waitMs: 10, fetchImpl: (() => new Promise(() => undefined)) as typeof fetch });
    expect(await hanging('http://slow/mf-manifest.json')).toEqual([]);
  });
});

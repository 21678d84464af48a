import { readManifest } from './preloadStepFiles';

// jsdom has no fetch: the answer of a build server, as much of it as the shell reads.
const answer = (body: unknown, status = 200) =>
  jest.fn(async () => ({ ok: status < 400, status, json: async () => body }));

describe('reading a step build manifest', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("asks at the browser's usual priority for the step being loaded, at low priority for a later page", async () => {
    const fetchMock = answer({ exposes: [] });
    global.fetch = fetchMock as unknown as typeof fetch;
    expect(await readManifest('http://r/1.0.0+a/mf-manifest.json')).toEqual({ exposes: [] });
    await readManifest('http://r/1.0.0+b/mf-manifest.json', 'low');
    expect(fetchMock.mock.calls).toEqual([
      ['http://r/1.0.0+a/mf-manifest.json', { priority: 'auto' }],
      ['http://r/1.0.0+b/mf-manifest.json', { priority: 'low' }],
    ]);
  });

  it("reads a build's manifest once per page: the prefetcher's read serves the step's own load", async () => {
    const fetchMock = answer({ exposes: [] });
    global.fetch = fetchMock as unknown as typeof fetch;
    const url = 'http://r/1.0.0+c/mf-manifest.json';
    expect(await readManifest(url, 'low')).toEqual({ exposes: [] });
    expect(await readManifest(url)).toEqual({ exposes: [] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails on an answer that is not a manifest, and asks again the next time', async () => {
    const url = 'http://r/1.0.0+d/mf-manifest.json';
    global.fetch = answer('gone', 404) as unknown as typeof fetch;
    await expect(readManifest(url)).rejects.toThrow(`${url} answered 404`);
    global.fetch = answer({ exposes: [] }) as unknown as typeof fetch;
    expect(await readManifest(url)).toEqual({ exposes: [] });
  });
});

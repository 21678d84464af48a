import { readManifest, readManifestOnce } from './readManifest';

// jsdom has no fetch: the answer of a build server, as much of it as the shell reads.
const answer = (body: unknown, status = 200) => jest.fn(async () => ({ ok: status < 400, status, json: async () => body }));

describe('reading a step build manifest', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("asks at the browser's usual priority for the step being loaded, at low priority for a later page", async () => {
    const fetchMock = answer({ exposes: [] });
    global.fetch = fetchMock as unknown as typeof fetch;
    expect(await readManifest('http://r/mf-manifest.json')).toEqual({ exposes: [] });
    await readManifest('http://r/mf-manifest.json', 'low');
    expect(fetchMock.mock.calls).toEqual([
      ['http://r/mf-manifest.json', { priority: 'auto' }],
      ['http://r/mf-manifest.json', { priority: 'low' }],
    ]);
  });

  it('fails on an answer that is not a manifest', async () => {
    global.fetch = answer('gone', 404) as unknown as typeof fetch;
    await expect(readManifest('http://r/mf-manifest.json')).rejects.toThrow('http://r/mf-manifest.json answered 404');
  });
});

describe('reading a build manifest once per page', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("serves the prefetcher's read to the step's own load: one request for a build", async () => {
    const fetchMock = answer({ exposes: [] });
    global.fetch = fetchMock as unknown as typeof fetch;
    const url = 'http://r/1.0.0+a/mf-manifest.json';
    expect(await readManifestOnce(url, 'low')).toEqual({ exposes: [] });
    expect(await readManifestOnce(url)).toEqual({ exposes: [] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await readManifestOnce('http://r/1.0.0+b/mf-manifest.json');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed read, so the next one asks again', async () => {
    const url = 'http://r/1.0.0+c/mf-manifest.json';
    global.fetch = answer('gone', 404) as unknown as typeof fetch;
    await expect(readManifestOnce(url)).rejects.toThrow('answered 404');
    global.fetch = answer({ exposes: [] }) as unknown as typeof fetch;
    expect(await readManifestOnce(url)).toEqual({ exposes: [] });
  });
});

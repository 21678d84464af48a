import { readManifest } from './readManifest';

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

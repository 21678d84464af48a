import { preloadStepFiles } from './preloadStepFiles';

// A build of its own for each test: a build's manifest is read once per page.
const manifestAt = (build: string) => `http://r/${build}/mf-manifest.json`;
const manifest = {
  exposes: [
    {
      path: './app',
      assets: {
        js: {
          sync: ['app.0123456789.js'],
          async: ['faq.0123456789.js', 'texts-uk.0123456789.js', 'texts-en.abcdef0123.js'],
        },
        css: { sync: ['app.0123456789.css'] },
      },
    },
  ],
};

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('as')} ${link.href}`);

// jsdom has no fetch: the build server's answer.
const read = jest.fn(async (_url: string) => ({ ok: true, status: 200, json: async () => manifest }));

describe("preloading a step's files while it loads", () => {
  const realFetch = global.fetch;
  beforeEach(() => {
    global.fetch = read as unknown as typeof fetch;
  });
  afterEach(() => {
    global.fetch = realFetch;
    document.head.replaceChildren();
  });

  it("asks for its app's chunks, its stylesheet and its texts in the page's language only, beside the container script the runtime loads", async () => {
    await preloadStepFiles(manifestAt('v1'), 'en');
    expect(read).toHaveBeenCalledWith(manifestAt('v1'), { priority: 'auto' });
    expect(links()).toEqual([
      'preload script http://r/v1/app.0123456789.js',
      'preload script http://r/v1/texts-en.abcdef0123.js',
      'preload style http://r/v1/app.0123456789.css',
    ]);
  });

  it('leaves the page the shop server sent for the step alone: it announced the texts already', async () => {
    document.head.innerHTML = '<link rel="preload" as="script" href="http://r/v2/remoteEntry.js">';
    await preloadStepFiles(manifestAt('v2'), 'uk');
    expect(read).not.toHaveBeenCalledWith(manifestAt('v2'), expect.anything());
    expect(links()).toEqual(['preload script http://r/v2/remoteEntry.js']);
  });

  it('preloads even when the step was prefetched before, so a page without a cache gets it in time', async () => {
    document.head.innerHTML = '<link rel="prefetch" as="script" href="http://r/v3/remoteEntry.js">';
    await preloadStepFiles(manifestAt('v3'), 'uk');
    expect(links()).toContain('preload script http://r/v3/texts-uk.0123456789.js');
  });
});

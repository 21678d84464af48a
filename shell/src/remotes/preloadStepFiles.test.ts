import { preloadStepFiles } from './preloadStepFiles';

const MANIFEST = 'http://r/v2/mf-manifest.json';
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

describe("preloading a step's files while it loads", () => {
  afterEach(() => document.head.replaceChildren());

  it("asks for its app's chunks, its stylesheet and its texts in the page's language only, beside the container script the runtime loads", async () => {
    const read = jest.fn(async () => manifest);
    await preloadStepFiles(MANIFEST, 'en', read);
    expect(read).toHaveBeenCalledWith(MANIFEST);
    expect(links()).toEqual([
      'preload script http://r/v2/app.0123456789.js',
      'preload script http://r/v2/texts-en.abcdef0123.js',
      'preload style http://r/v2/app.0123456789.css',
    ]);
  });

  it('leaves the page the shop server sent for the step alone: it announced the texts already', async () => {
    document.head.innerHTML = '<link rel="preload" as="script" href="http://r/v2/remoteEntry.js">';
    const read = jest.fn(async () => manifest);
    await preloadStepFiles(MANIFEST, 'uk', read);
    expect(read).not.toHaveBeenCalled();
    expect(links()).toEqual(['preload script http://r/v2/remoteEntry.js']);
  });

  it('preloads even when the step was prefetched before, so a page without a cache gets it in time', async () => {
    document.head.innerHTML = '<link rel="prefetch" as="script" href="http://r/v2/remoteEntry.js">';
    await preloadStepFiles(MANIFEST, 'uk', async () => manifest);
    expect(links()).toContain('preload script http://r/v2/texts-uk.0123456789.js');
  });
});

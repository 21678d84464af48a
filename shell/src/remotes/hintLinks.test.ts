import { addHintLinks } from './preloadStepFiles';

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.href,
    link.getAttribute('as'),
    link.getAttribute('crossorigin'),
  ]);

describe('hint links', () => {
  afterEach(() => document.head.replaceChildren());

  it('adds one per file, as the request the page will make for it', () => {
    addHintLinks(
      [
        { href: 'http://r/remoteEntry.js', as: 'script' },
        { href: 'http://r/app.0123456789.css', as: 'style' },
      ],
      'prefetch',
    );
    expect(links()).toEqual([
      ['prefetch', 'http://r/remoteEntry.js', 'script', null],
      ['prefetch', 'http://r/app.0123456789.css', 'style', null],
    ]);
  });

  it("asks for a step's file with CORS, and a preload with the file's hash, as the step's loader asks for it", () => {
    const file = { href: 'http://r/app.js', as: 'script' as const, crossOrigin: true as const, integrity: 'sha384-x' };
    addHintLinks([file], 'preload');
    addHintLinks([{ ...file, href: 'http://r/next.js' }], 'prefetch');
    const [preload, prefetch] = [...document.head.querySelectorAll('link')];
    expect([preload?.crossOrigin, preload?.integrity]).toEqual(['anonymous', 'sha384-x']);
    expect([prefetch?.crossOrigin, prefetch?.getAttribute('integrity')]).toEqual(['anonymous', null]);
  });

  it('never asks twice for a file, nor for one the page already preloads', () => {
    document.head.innerHTML = '<link rel="preload" as="script" href="http://r/remoteEntry.js">';
    addHintLinks(
      [
        { href: 'http://r/remoteEntry.js', as: 'script' },
        { href: 'http://r/a.js', as: 'script' },
      ],
      'prefetch',
    );
    addHintLinks([{ href: 'http://r/a.js', as: 'script' }], 'prefetch');
    expect(links().map(([rel, href]) => `${rel} ${href}`)).toEqual([
      'preload http://r/remoteEntry.js',
      'prefetch http://r/a.js',
    ]);
  });

  it('preloads the files of the step being loaded, even those prefetched before, but never one already preloaded', () => {
    document.head.innerHTML =
      '<link rel="preload" as="script" href="http://r/remoteEntry.js"><link rel="prefetch" as="script" href="http://r/a.js">';
    addHintLinks(
      [
        { href: 'http://r/remoteEntry.js', as: 'script' },
        { href: 'http://r/a.js', as: 'script' },
      ],
      'preload',
    );
    addHintLinks([{ href: 'http://r/a.js', as: 'script' }], 'preload');
    expect(links().map(([rel, href]) => `${rel} ${href}`)).toEqual([
      'preload http://r/remoteEntry.js',
      'prefetch http://r/a.js',
      'preload http://r/a.js',
    ]);
  });
});

import { addPrefetchLinks } from './prefetchLinks';

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.href, link.getAttribute('as'), link.getAttribute('crossorigin')]);

describe('prefetch links', () => {
  afterEach(() => document.head.replaceChildren());

  it('adds one per file, as the request the page will make for it', () => {
    addPrefetchLinks([
      { href: 'http://r/remoteEntry.js', as: 'script' },
      { href: 'http://r/app.0123456789.css', as: 'style' },
    ]);
    expect(links()).toEqual([
      ['prefetch', 'http://r/remoteEntry.js', 'script', null],
      ['prefetch', 'http://r/app.0123456789.css', 'style', null],
    ]);
  });

  it('never asks twice for a file, nor for one the page already preloads', () => {
    document.head.innerHTML = '<link rel="preload" as="script" href="http://r/remoteEntry.js">';
    addPrefetchLinks([{ href: 'http://r/remoteEntry.js', as: 'script' }, { href: 'http://r/a.js', as: 'script' }]);
    addPrefetchLinks([{ href: 'http://r/a.js', as: 'script' }]);
    expect(links().map(([rel, href]) => `${rel} ${href}`)).toEqual(['preload http://r/remoteEntry.js', 'prefetch http://r/a.js']);
  });
});

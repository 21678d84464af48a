import { loadTagManager } from './loadTagManager';

const tagScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src^="https://www.googletagmanager.com/"]')].map(
    (script) => script.src,
  );

describe('the analytics tag (rules §3: the company setting green_gtm_tag)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
  });
  afterEach(() => jest.useRealTimers());

  it('loads the tag manager with the company’s tag, once the page is usable', () => {
    expect(loadTagManager('GTM-AB12CD')).toBe(true);
    expect(tagScripts()).toEqual([]);
    jest.runAllTimers();
    expect(tagScripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD']);
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toEqual([
      expect.objectContaining({ event: 'gtm.js' }),
    ]);
  });

  it.each([
    ['no setting', undefined],
    ['an empty setting', ''],
    ['a setting that is no tag (it would go into an address)', 'GTM-1"><script>'],
  ])('loads nothing with %s', (_name, tag) => {
    expect(loadTagManager(tag)).toBe(false);
    jest.runAllTimers();
    expect(tagScripts()).toEqual([]);
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
  });
});

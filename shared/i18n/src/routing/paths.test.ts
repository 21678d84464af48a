import { localeFromPath, localizePath, stripLocale } from './paths';

describe('localized paths', () => {
  it.each([
    ['/', 'uk', '/'],
    ['/contract', 'uk', '/contract'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/contract', 'en', '/contract'],
    ['/en/contract?x=1#top', 'en', '/contract?x=1#top'],
    ['/en?loyalty_id=7', 'en', '/?loyalty_id=7'],
    ['/english', 'uk', '/english'],
    ['/uk/contract', 'uk', '/uk/contract'],
    ['/contract/en', 'uk', '/contract/en'],
  ])('%s is %s, page %s', (path, locale, page) => {
    expect(localeFromPath(path)).toBe(locale);
    expect(stripLocale(path)).toBe(page);
  });

  it.each([
    ['/contract', 'en', '/en/contract'],
    ['/', 'en', '/en'],
    ['/contract', 'uk', '/contract'],
    ['/', 'uk', '/'],
    ['/en/contract', 'uk', '/contract'],
    ['/en/contract', 'en', '/en/contract'],
    ['/?loyalty_id=7', 'en', '/en?loyalty_id=7'],
    ['/fail#details', 'en', '/en/fail#details'],
    ['contract', 'en', '/en/contract'],
  ] as const)('localizePath(%s, %s) = %s', (path, locale, localized) => {
    expect(localizePath(path, locale)).toBe(localized);
  });
});

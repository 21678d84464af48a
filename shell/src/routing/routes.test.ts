import { ROUTES, isStepActive, matchRoute } from './routes';

describe('route table (spec 2)', () => {
  it.each([
    ['/', 'uk', 'calculator', 'home'],
    ['/en', 'en', 'calculator', 'home'],
    ['/en/', 'en', 'calculator', 'home'],
    ['/contract', 'uk', 'contract', 'contract'],
    ['/en/contract', 'en', 'contract', 'contract'],
    ['/confirm', 'uk', 'confirm', 'confirm'],
    ['/points', 'uk', 'points', 'points'],
    ['/payment', 'uk', 'payment', 'pay'],
    ['/en/success', 'en', 'payment', 'success'],
    ['/fail', 'uk', 'payment', 'fail'],
    ['/paySuccess', 'uk', 'payment', 'paySuccess'],
    ['/easyPayCallBack', 'uk', 'payment', 'pay'],
    ['/en/portmoneCallBack', 'en', 'payment', 'pay'],
    ['/UI', 'uk', 'shell', 'ui'],
    ['/en/UI', 'en', 'shell', 'ui'],
  ])('%s is the %s page owned by %s with title %s', (path, locale, owner, title) => {
    const { locale: l, route } = matchRoute(path);
    expect(l).toBe(locale);
    expect(route?.owner).toBe(owner);
    expect(route?.title).toBe(title);
  });

  it.each(['/nope', '/en/nope', '/english', '/en/en', '/Contract', '/contract/x', '/ui'])('%s is not a page', (path) => {
    expect(matchRoute(path).route).toBeNull();
  });

  it('keeps the language of an unknown page for its 404', () => {
    expect(matchRoute('/en/nope').locale).toBe('en');
    expect(matchRoute('/nope').locale).toBe('uk');
  });

  it('uses the spec layouts: provider pages and the payment result only wrap the page', () => {
    const layouts = Object.fromEntries(ROUTES.map((r) => [r.path, r.layout]));
    expect(layouts['/easyPayCallBack']).toBe('provider');
    expect(layouts['/portmoneCallBack']).toBe('provider');
    expect(layouts['/paySuccess']).toBe('empty');
    expect(layouts['/contract']).toBe('default');
  });

  it('activates exactly one step per page', () => {
    expect(isStepActive('calculator', '/en')).toBe(true);
    expect(isStepActive('calculator', '/en/contract')).toBe(false);
    expect(isStepActive('payment', '/en/fail')).toBe(true);
    expect(isStepActive('contract', '/UI')).toBe(false);
  });
});

import type { StepRoute } from '@greencard/i18n';
import { registryRoutes } from '../remotes/registry';
import { TEST_REGISTRY } from '../testing/stepRegistry';
import { pageTitle } from './pageTitle';
import { buildRouteTable, isStepActive, routeAt } from './routeTable';

const table = registryRoutes(TEST_REGISTRY);
const page = (path: string, extra: Partial<StepRoute> = {}): StepRoute => ({
  page: path.slice(1) || 'home',
  path,
  layout: 'default',
  title: { uk: 'Сторінка', en: 'Page' },
  ...extra,
});

describe('the route table of a registry (rules §2)', () => {
  it.each([
    ['/', 'uk', 'calculator', '{{company}} — insurance'],
    ['/en', 'en', 'calculator', '{{company}} — insurance'],
    ['/en/', 'en', 'calculator', '{{company}} — insurance'],
    ['/contract', 'uk', 'contract', 'Green Card - contract'],
    ['/en/contract', 'en', 'contract', 'Green Card - contract'],
    ['/confirm', 'uk', 'confirm', 'Confirm code'],
    ['/points', 'uk', 'points', 'Pay with points'],
    ['/payment', 'uk', 'payment', 'Payment'],
    ['/en/success', 'en', 'payment', 'Contract is concluded'],
    ['/fail', 'uk', 'payment', 'Failed to pay'],
    ['/paySuccess', 'uk', 'payment', 'Payment result'],
    ['/easyPayCallBack', 'uk', 'payment', 'Payment'],
    ['/en/portmoneCallBack', 'en', 'payment', 'Payment'],
    ['/UI', 'uk', 'contract', 'Interface widgets'],
    ['/en/UI', 'en', 'contract', 'Interface widgets'],
  ])('%s is the %s page owned by %s, titled %s in English', (path, locale, owner, title) => {
    const { locale: l, route } = routeAt(table, path);
    expect(l).toBe(locale);
    expect(route?.owner).toBe(owner);
    expect(route?.title.en).toBe(title);
  });

  it.each(['/nope', '/en/nope', '/english', '/en/en', '/Contract', '/contract/x', '/ui'])(
    '%s is not a page',
    (path) => {
      expect(routeAt(table, path).route).toBeNull();
    },
  );

  it('keeps the language of an unknown page for its 404', () => {
    expect(routeAt(table, '/en/nope').locale).toBe('en');
    expect(routeAt(table, '/nope').locale).toBe('uk');
  });

  it("takes each page's layout and provider return from its step", () => {
    expect(routeAt(table, '/easyPayCallBack').route).toMatchObject({ layout: 'provider', providerReturn: true });
    expect(routeAt(table, '/paySuccess').route).toMatchObject({ layout: 'empty' });
    expect(routeAt(table, '/contract').route?.providerReturn).toBeUndefined();
  });

  it('activates exactly one step per page', () => {
    expect(isStepActive(table, 'calculator', '/en')).toBe(true);
    expect(isStepActive(table, 'calculator', '/en/contract')).toBe(false);
    expect(isStepActive(table, 'payment', '/en/fail')).toBe(true);
    expect(isStepActive(table, 'contract', '/UI')).toBe(true);
    expect(isStepActive(table, 'calculator', '/UI')).toBe(false);
  });

  it('serves a page a step adds, with no change to the shell', () => {
    const next = buildRouteTable({
      payment: [page('/payment'), page('/newPayCallBack', { layout: 'provider', providerReturn: true })],
    });
    expect(routeAt(next, '/en/newPayCallBack').route).toMatchObject({ owner: 'payment', providerReturn: true });
  });

  it('refuses a path two steps claim', () => {
    expect(() => buildRouteTable({ contract: [page('/payment')], payment: [page('/payment')] })).toThrow(
      '"/payment" is claimed by both "contract" and "payment"',
    );
  });
});

describe('the page title', () => {
  it("puts the company's name into a step's title and uses the 404 title for no page", () => {
    expect(pageTitle(routeAt(table, '/').route, 'uk', 'Acme')).toBe('Acme — страхування');
    expect(pageTitle(routeAt(table, '/en').route, 'en', 'Acme')).toBe('Acme — insurance');
    expect(pageTitle(null, 'en', 'Acme')).toBe('Page not found');
    expect(pageTitle(null, 'uk', 'Acme')).toBe('Сторінку не знайдено');
  });
});

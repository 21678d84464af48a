import { parseStepRoutes } from './stepRoutes';

const pay = { page: 'pay', path: '/payment', layout: 'default', step: 'payment', title: { uk: 'Оплата', en: 'Payment' } };
const back = {
  page: 'back',
  path: '/somePayCallBack',
  layout: 'provider',
  providerReturn: true,
  title: { uk: 'Оплата', en: 'Payment' },
};

describe("a step's routes.json", () => {
  it('keeps what the shell needs of each page', () => {
    expect(parseStepRoutes([pay, back], 'payment')).toEqual([pay, back]);
  });

  it.each<[string, unknown, RegExp]>([
    ['not a list', { pay }, /payment routes: must be a non-empty list/],
    ['an empty list', [], /non-empty list/],
    ['a page without a name', [{ ...pay, page: undefined }], /needs "page"/],
    ['a misspelt key', [{ ...back, providerReturns: true }], /page "back": unknown "providerReturns"/],
    ['a language prefix', [{ ...pay, path: '/en/payment' }], /language prefix/],
    ['a relative path', [{ ...pay, path: 'payment' }], /"path" must be a path/],
    ['a trailing slash', [{ ...pay, path: '/payment/' }], /"path" must be a path/],
    ['a query', [{ ...pay, path: '/payment?x=1' }], /"path" must be a path/],
    ['a dot segment', [{ ...pay, path: '/a/../payment' }], /"path" must be a path/],
    ['an unknown layout', [{ ...pay, layout: 'wide' }], /"layout" must be one of default, empty, provider/],
    ['an indicator step that is no step name', [{ ...pay, step: 'check-out' }], /page "pay": "step" must be a step's name/],
    ['an indicator step that is not a string', [{ ...pay, step: 3 }], /"step" must be a step's name/],
    ['providerReturn false', [{ ...back, providerReturn: false }], /"providerReturn" is true or left out/],
    ['a title in one language', [{ ...pay, title: { uk: 'Оплата' } }], /"title" must be/],
    ['an empty title', [{ ...pay, title: { uk: 'Оплата', en: ' ' } }], /"title" must be/],
    ['a title in a third language', [{ ...pay, title: { uk: 'a', en: 'b', de: 'c' } }], /"title" must be/],
    ['a path twice', [pay, { ...back, path: '/payment' }], /path "\/payment" is declared twice/],
    ['a page twice', [pay, { ...back, page: 'pay' }], /page "pay" is declared twice/],
  ])('refuses %s', (_case, value, message) => {
    expect(() => parseStepRoutes(value, 'payment')).toThrow(message);
  });

  it('accepts any step name as the indicator step: the registry says which steps there are', () => {
    expect(parseStepRoutes([{ ...pay, step: 'review' }], 'review')[0]?.step).toBe('review');
  });

  it('accepts the home page and nested paths', () => {
    expect(parseStepRoutes([{ ...pay, path: '/' }], 'calculator')[0]?.path).toBe('/');
    expect(parseStepRoutes([{ ...pay, path: '/pay/card-2' }], 'payment')[0]?.path).toBe('/pay/card-2');
  });
});

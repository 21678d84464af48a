import { parseStepRoutes } from '@greencard/step-contract';
import routes from '../../../routes.json';
import { RETURN_PAGES } from '../providers/providers';
import { PAGE_NAMES, pageAt, pathOf } from './pageRoutes';

describe("the payment step's routes.json", () => {
  it('is a route list the shell accepts', () => {
    expect(() => parseStepRoutes(routes, 'payment')).not.toThrow();
  });

  it('declares exactly the pages the step has code for', () => {
    expect(routes.map((route) => route.page).sort()).toEqual([...PAGE_NAMES].sort());
  });

  it('lets the providers return by form POST to their return pages only', () => {
    const returns = parseStepRoutes(routes, 'payment').filter((route) => route.providerReturn);
    expect(returns.map((route) => route.page).sort()).toEqual([...RETURN_PAGES].sort());
    expect(returns.every((route) => route.layout === 'provider')).toBe(true);
  });

  it.each([
    ['/payment', 'pay', 'Оплата', 'Payment'],
    ['/paySuccess', 'result', 'Результат оплати', 'Payment result'],
    ['/success', 'success', 'Договір укладено', 'Contract is concluded'],
    ['/fail', 'fail', 'Не вдалося оплатити', 'Failed to pay'],
    ['/easyPayCallBack', 'easypayReturn', 'Оплата', 'Payment'],
    ['/portmoneCallBack', 'portmoneReturn', 'Оплата', 'Payment'],
  ])('%s is the %s page, titled %s / %s', (path, page, uk, en) => {
    expect(pageAt(path)).toBe(page);
    expect(pathOf(page as (typeof PAGE_NAMES)[number])).toBe(path);
    expect(routes.find((route) => route.path === path)?.title).toEqual({ uk, en });
  });

  it('puts the pay page where the other steps navigate to', () => {
    expect(pathOf('pay')).toBe('/payment');
  });

  it('shows the indicator on the payment page only', () => {
    expect(routes.filter((route) => 'step' in route).map((route) => route.page)).toEqual(['pay']);
  });

  it.each(['/', '/contract', '/paysuccess', '/payment/extra'])('has no page at %s', (path) => {
    expect(pageAt(path)).toBeUndefined();
  });
});

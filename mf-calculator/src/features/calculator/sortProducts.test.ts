import { sortProducts } from './sortProducts';

describe('sortProducts', () => {
  const products = [
    { tariff: 1, discountedPayment: 1783 },
    { tariff: 2, discountedPayment: 1120 },
    { tariff: 3, discountedPayment: 1783 },
    { tariff: 4, discountedPayment: 12446 },
  ];

  it.each<['asc' | 'desc', number[]]>([
    ['asc', [2, 1, 3, 4]],
    ['desc', [4, 1, 3, 2]], // ties (1 and 3) keep their order both ways
  ])('%s', (order, tariffs) => {
    expect(sortProducts(products, order).map((p) => p.tariff)).toEqual(tariffs);
  });

  it('leaves the input alone', () => {
    sortProducts(products, 'asc');
    expect(products.map((p) => p.tariff)).toEqual([1, 2, 3, 4]);
  });
});

import { isNewPage } from './navigate';

describe('isNewPage', () => {
  it.each([
    ['/', '/contract'],
    ['/en', '/en/contract'],
    ['/en/confirm', '/en/points'],
    ['/en/confirm?x=1', '/en/payment'],
    ['/en/points', '/en'],
  ])('%s -> %s opens another page', (from, to) => {
    expect(isNewPage(from, to)).toBe(true);
  });

  it.each([
    ['the same page with its query removed', '/en/easyPayCallBack', '/en/easyPayCallBack'],
    ['the same page with a query added', '/payment', '/payment?provider=easypay'],
    ['the same page in the other language', '/contract', '/en/contract'],
    ['the home page in the other language', '/en', '/'],
    ['a section of a page, which the page scrolls to itself', '/en/contract', '/en#faq'],
  ])('%s is no new page', (_case, from, to) => {
    expect(isNewPage(from, to)).toBe(false);
  });
});

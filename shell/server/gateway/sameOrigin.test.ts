/** @jest-environment node */
import { isCrossSite } from './sameOrigin';

const OWN = 'https://shop.test';

describe('a request made for another site', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, false],
    [{ 'sec-fetch-site': 'none' }, false],
    [{ 'sec-fetch-site': 'same-site' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ 'sec-fetch-site': 'same-origin', origin: 'https://evil.test' }, false],
    [{ origin: OWN }, false],
    [{ origin: 'https://evil.test' }, true],
    [{ origin: 'null' }, true],
    [{}, false],
  ])('%p -> %p', (headers, crossSite) => {
    expect(isCrossSite(headers, () => OWN)).toBe(crossSite);
  });

  it('works out its own origin only for a request with an Origin and no Sec-Fetch-Site', () => {
    const own = jest.fn(() => OWN);
    isCrossSite({ 'sec-fetch-site': 'same-origin', origin: OWN }, own);
    isCrossSite({}, own);
    expect(own).not.toHaveBeenCalled();
    isCrossSite({ origin: OWN }, own);
    expect(own).toHaveBeenCalledTimes(1);
  });
});

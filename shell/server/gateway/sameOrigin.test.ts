/** @jest-environment node */
import type { IncomingHttpHeaders } from 'node:http';
import { isFromAnotherSite } from './sameOrigin';

/** A request to https://shop.test, counting the looks at its host. */
const requestWith = (headers: IncomingHttpHeaders, host = 'shop.test') => ({
  headers,
  protocol: 'https' as const,
  looks: 0,
  get host() {
    this.looks += 1;
    return host;
  },
});

describe('a request made for another site', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, false],
    [{ 'sec-fetch-site': 'none' }, false],
    [{ 'sec-fetch-site': 'same-site' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ 'sec-fetch-site': 'same-origin', origin: 'https://evil.test' }, false],
    [{ origin: 'https://shop.test' }, false],
    [{ origin: 'https://evil.test' }, true],
    [{ origin: 'null' }, true],
    [{}, false],
  ])('%p -> %p', (headers, crossSite) => {
    expect(isFromAnotherSite(requestWith(headers))).toBe(crossSite);
  });

  it('leaves out a default port of the address, as browsers do in Origin', () => {
    expect(isFromAnotherSite(requestWith({ origin: 'https://shop.test' }, 'shop.test:443'))).toBe(false);
  });

  it('works out its own origin only for a request with an Origin and no Sec-Fetch-Site', () => {
    const requests = [
      requestWith({ 'sec-fetch-site': 'same-origin', origin: 'https://shop.test' }),
      requestWith({}),
      requestWith({ origin: 'https://shop.test' }),
    ];
    for (const request of requests) isFromAnotherSite(request);
    expect(requests.map((request) => request.looks)).toEqual([0, 0, 1]);
  });
});

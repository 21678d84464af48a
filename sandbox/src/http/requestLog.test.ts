import { loggedRequest } from './requestLog';

describe("the sandbox's request log", () => {
  it("names the call's trace context and request id", () => {
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    expect(
      loggedRequest({ method: 'GET', url: '/serverTime', headers: { traceparent, 'x-request-id': 'req-1' } }),
    ).toEqual({
      method: 'GET',
      url: '/serverTime',
      traceparent,
      requestId: 'req-1',
    });
  });

  it('leaves the query out: it carries what buyers typed', () => {
    const logged = loggedRequest({ method: 'GET', url: '/number?q=AA1234BB', headers: {} });
    expect(logged.url).toBe('/number');
    expect(JSON.stringify(logged)).not.toContain('AA1234BB');
  });
});

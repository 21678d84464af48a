/** @jest-environment node */
import { providerReturnLocation } from './pages';

describe('the GET a provider return by POST becomes', () => {
  it.each([
    ['/portmoneCallBack', 'SHOPBILLID=55&RESULT=0', '/portmoneCallBack?SHOPBILLID=55&RESULT=0'],
    ['/en/portmoneCallBack?contract_id=41', 'RESULT=0&contract_id=42', '/en/portmoneCallBack?contract_id=41&RESULT=0'],
    ['/portmoneCallBack', '', '/portmoneCallBack'],
    ['/portmoneCallBack', 'A=1&A=2', '/portmoneCallBack?A=1&A=2'],
    ['/portmoneCallBack', 'next=%2F%2Fevil.test', '/portmoneCallBack?next=%2F%2Fevil.test'],
  ])('%s + %s -> %s', (url, form, location) => {
    expect(providerReturnLocation(url, form)).toBe(location);
  });

  it('stays on this shop even for a path that looks like another host', () => {
    expect(providerReturnLocation('//evil.test/portmoneCallBack', 'A=1')).toBe('/portmoneCallBack?A=1');
  });
});

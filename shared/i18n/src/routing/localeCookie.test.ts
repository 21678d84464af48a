import { LOCALE_COOKIE_DAYS } from '@greencard/domain';
import { localeCookie, parseLocaleCookie, writeLocaleCookie } from './localeCookie';

const expire = () => {
  document.cookie = 'locale=; Max-Age=0; Path=/';
};

describe('locale cookie', () => {
  afterEach(expire);

  it('lives 365 days on the whole site, sent on top-level navigation', () => {
    expect(LOCALE_COOKIE_DAYS).toBe(365);
    expect(localeCookie('en')).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('uk', true)).toBe('locale=uk; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('is written and read back', () => {
    expect(parseLocaleCookie(document.cookie)).toBeUndefined();
    writeLocaleCookie('en');
    expect(parseLocaleCookie(document.cookie)).toBe('en');
    writeLocaleCookie('uk');
    expect(parseLocaleCookie(document.cookie)).toBe('uk');
  });

  it('writes exactly the cookie string', () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    writeLocaleCookie('en');
    expect(set).toHaveBeenCalledWith('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it.each([
    ['locale=en', 'en'],
    ['a=1; locale=uk; b=2', 'uk'],
    ['  locale = en ', 'en'],
    ['locale=de', undefined],
    ['mylocale=en', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('parses %j as %s', (header, locale) => {
    expect(parseLocaleCookie(header)).toBe(locale);
  });
});

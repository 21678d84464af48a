import { OVERRIDE_COOKIE, overrideCookie, readOverrideCookie, takeStepOverrides } from './takeStepOverrides';

const ALLOWED = ['https://builds.example.com'];
const BUILD = 'https://builds.example.com/payment/42/mf-manifest.json';
const kept = (builds: Record<string, string>) => `locale=en; ${overrideCookie(builds, false).split(';')[0]}`;

function browserAt(href: string, cookie = '') {
  const written: string[] = [];
  const replaceState = jest.fn();
  const warn = jest.fn();
  const document = {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
  } as unknown as Document;
  const browser = {
    location: new URL(href) as unknown as Location,
    history: { state: null, replaceState } as unknown as History,
    document,
    warn,
  };
  return { browser, written, replaceState, warn };
}

describe("this browser's test builds", () => {
  it('are none without an override, and nothing is written', () => {
    const { browser, written, replaceState } = browserAt('https://shop.test/en?x=1');
    expect(takeStepOverrides(ALLOWED, browser)).toEqual({ active: {}, refused: [] });
    expect(written).toEqual([]);
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('take an allowed build from the address, keep it in a session cookie and take it out of the address', () => {
    const { browser, written, replaceState } = browserAt(
      `https://shop.test/en/payment?loyalty_id=7&override=payment:${encodeURIComponent(BUILD)}#top`,
    );
    expect(takeStepOverrides(ALLOWED, browser)).toEqual({ active: { payment: BUILD }, refused: [] });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(new RegExp(`^${OVERRIDE_COOKIE}=[^;]+; Path=/; SameSite=Lax; Secure$`));
    expect(readOverrideCookie(written[0] as string)).toEqual({ payment: BUILD });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/en/payment?loyalty_id=7#top');
  });

  it('are kept from one page to the next', () => {
    const { browser, written } = browserAt('https://shop.test/en', kept({ payment: BUILD }));
    expect(takeStepOverrides(ALLOWED, browser).active).toEqual({ payment: BUILD });
    expect(written).toEqual([]);
  });

  it('refuse a build off the allowed origins, with a console warning, and keep it nowhere', () => {
    const evil = 'https://evil.example.com/mf-manifest.json';
    const { browser, written, warn } = browserAt(`https://shop.test/?override=payment:${evil}`);
    expect(takeStepOverrides(ALLOWED, browser)).toEqual({ active: {}, refused: [{ step: 'payment', manifest: evil }] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`Not loading the payment build ${evil}`));
    expect(written).toEqual([]);
  });

  it('refuse every build when the shop allows none', () => {
    const { browser } = browserAt(`https://shop.test/?override=payment:${BUILD}`);
    expect(takeStepOverrides([], browser)).toEqual({ active: {}, refused: [{ step: 'payment', manifest: BUILD }] });
  });

  it('refuse a kept build once its origin is no longer allowed, and forget it', () => {
    const { browser, written, warn } = browserAt('https://shop.test/', kept({ payment: BUILD }));
    expect(takeStepOverrides(['https://other.example.com'], browser).refused).toEqual([
      { step: 'payment', manifest: BUILD },
    ]);
    expect(warn).toHaveBeenCalled();
    expect(written[0]).toContain('Max-Age=0');
  });

  it('end with ?override=clear', () => {
    const { browser, written, replaceState } = browserAt(
      'http://shop.test/en/fail?override=clear',
      kept({ payment: BUILD, points: BUILD }),
    );
    expect(takeStepOverrides(ALLOWED, browser)).toEqual({ active: {}, refused: [] });
    expect(written).toEqual([`${OVERRIDE_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`]);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/en/fail');
  });

  it('ignore a malformed override with a warning', () => {
    const { browser, warn } = browserAt('https://shop.test/?override=Check-out:https://builds.example.com/x');
    expect(takeStepOverrides(ALLOWED, browser)).toEqual({ active: {}, refused: [] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Ignoring ?override=Check-out:'));
  });

  it('ignore a cookie they did not write', () => {
    expect(readOverrideCookie(`${OVERRIDE_COOKIE}=%7Bbroken`)).toEqual({});
    expect(readOverrideCookie(`${OVERRIDE_COOKIE}=${encodeURIComponent('{"check-out":"x","points":1}')}`)).toEqual({});
  });
});

/** @jest-environment node */
import { parseOverrideOrigins } from './overrideOrigins';

describe('the origins test builds may come from', () => {
  it('are none by default', () => {
    expect(parseOverrideOrigins(undefined)).toEqual([]);
    expect(parseOverrideOrigins(' , ')).toEqual([]);
  });

  it('are the listed origins, written the way a browser names them', () => {
    expect(parseOverrideOrigins('https://builds.example.com, http://127.0.0.1:9100/ ,HTTPS://Builds.Example.com')).toEqual([
      'https://builds.example.com',
      'http://127.0.0.1:9100',
    ]);
  });

  it.each(['builds.example.com', 'https://builds.example.com/payment', 'ftp://builds.example.com', 'https://a@builds.example.com', 'https://builds.example.com?x=1', '*'])(
    'refuse %s, which is not a bare origin',
    (entry) => {
      expect(() => parseOverrideOrigins(entry)).toThrow(`REMOTE_OVERRIDE_ORIGINS: "${entry}" is not an origin`);
    },
  );
});

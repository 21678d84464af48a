/** @jest-environment node */
import { parseOverrideOrigins, parseServerOrigins } from './overrideOrigins';

describe('the origins test builds may come from', () => {
  it('are none by default', () => {
    expect(parseOverrideOrigins(undefined)).toEqual([]);
    expect(parseOverrideOrigins(' , ')).toEqual([]);
  });

  it('are the listed origins, written the way a browser names them', () => {
    expect(
      parseOverrideOrigins('https://builds.example.com, http://127.0.0.1:9100/ ,HTTPS://Builds.Example.com'),
    ).toEqual(['https://builds.example.com', 'http://127.0.0.1:9100']);
  });

  it.each([
    'builds.example.com',
    'https://builds.example.com/payment',
    'ftp://builds.example.com',
    'https://a@builds.example.com',
    'https://builds.example.com?x=1',
    '*',
  ])('refuse %s, which is not a bare origin', (entry) => {
    expect(() => parseOverrideOrigins(entry)).toThrow(`REMOTE_OVERRIDE_ORIGINS: "${entry}" is not an origin`);
  });
});

describe('where the server loads the builds it judges', () => {
  it('is the registry origin itself by default', () => {
    expect(parseServerOrigins(undefined)).toEqual(new Map());
  });

  it('maps each public origin to the one the server reaches', () => {
    expect(
      parseServerOrigins(
        'http://localhost:8081=http://mf-calculator:8080, http://localhost:8085/=http://mf-payment:8080',
      ),
    ).toEqual(
      new Map([
        ['http://localhost:8081', 'http://mf-calculator:8080'],
        ['http://localhost:8085', 'http://mf-payment:8080'],
      ]),
    );
  });

  it.each([
    'http://localhost:8081',
    'http://localhost:8081=http://a:1=http://b:2',
    'http://localhost:8081=mf-calculator:8080',
    'http://localhost:8081/x=http://a:1',
  ])('refuses %s', (entry) => {
    expect(() => parseServerOrigins(entry)).toThrow(/^REMOTE_SERVER_ORIGINS: /);
  });
});

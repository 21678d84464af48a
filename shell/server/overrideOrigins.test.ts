/** @jest-environment node */
import { fetchThroughServerOrigins, parseOverrideOrigins, parseServerOrigins } from './overrideOrigins';

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

describe('a fetch through the server origins', () => {
  it('loads a URL on a public origin from its server origin, path and query kept; any other URL as it is', async () => {
    const asked: string[] = [];
    const fetchImpl = fetchThroughServerOrigins(
      parseServerOrigins('http://localhost:8084=http://mf-points:8080'),
      async (input) => {
        asked.push(input instanceof Request ? input.url : String(input));
        return new Response('{}');
      },
    );
    await fetchImpl('http://localhost:8084/1.0.0+next/mf-manifest.json?x=1');
    await fetchImpl('http://localhost:8085/1.0.0+next/mf-manifest.json');
    expect(asked).toEqual([
      'http://mf-points:8080/1.0.0+next/mf-manifest.json?x=1',
      'http://localhost:8085/1.0.0+next/mf-manifest.json',
    ]);
  });
});

import { buildManifestUrl, entryManifest, stepOrigin, withRelease } from './registryEntry';

const ROUTES = [{ page: 'points', path: '/points', layout: 'default', title: { uk: 'Бали', en: 'Points' } }];

describe("a step's registry entry", () => {
  const registry = {
    calculator: 'http://127.0.0.1:8081/1.0.0+aaa/mf-manifest.json',
    points: 'http://127.0.0.1:8084/1.0.0+aaa/mf-manifest.json',
  };

  it('stays a manifest URL when the registry uses URLs and the build lists no routes', () => {
    const next = withRelease(registry, 'points', { manifest: 'http://127.0.0.1:8084/1.1.0+bbb/mf-manifest.json' });
    expect(next).toEqual({ ...registry, points: 'http://127.0.0.1:8084/1.1.0+bbb/mf-manifest.json' });
  });

  it("becomes { manifest, routes } with the build's routes, keeping the entry's other fields", () => {
    const current = { ...registry, points: { manifest: registry.points, routes: [], note: 'kept' } };
    const next = withRelease(current, 'points', { manifest: 'http://h/1.1.0+bbb/mf-manifest.json', routes: ROUTES });
    expect(next).toEqual({
      ...registry,
      points: { manifest: 'http://h/1.1.0+bbb/mf-manifest.json', routes: ROUTES, note: 'kept' },
    });
    expect(withRelease(registry, 'points', { manifest: 'http://h/x/mf-manifest.json', routes: ROUTES }).points).toEqual(
      {
        manifest: 'http://h/x/mf-manifest.json',
        routes: ROUTES,
      },
    );
  });

  it("takes the journey and the calls of the build's step.json, and refuses to keep another build's calls", () => {
    const declared = { journey: { needs: [] }, calls: [{ method: 'GET', path: '/number', query: ['q'] }] };
    const next = withRelease(registry, 'points', {
      manifest: 'http://h/1.1.0+bbb/mf-manifest.json',
      routes: ROUTES,
      declared,
    });
    expect(next.points).toEqual({ manifest: 'http://h/1.1.0+bbb/mf-manifest.json', routes: ROUTES, ...declared });
    expect(() =>
      withRelease(next, 'points', { manifest: 'http://h/1.2.0+ccc/mf-manifest.json', routes: ROUTES }),
    ).toThrow("the registry lists points's calls, and this build has no step.json");
  });

  it('is refused when the registry lists routes and the build has none to give', () => {
    const current = { points: { manifest: registry.points, routes: ROUTES } };
    expect(() => withRelease(current, 'points', { manifest: 'http://h/1.1.0+bbb/mf-manifest.json' })).toThrow(
      "the registry lists points's pages, and this build has no routes.json",
    );
  });

  it('names its manifest in either form', () => {
    expect(entryManifest(registry.points)).toBe(registry.points);
    expect(entryManifest({ manifest: 'http://h/m.json', routes: [] })).toBe('http://h/m.json');
    expect(entryManifest(undefined)).toBeUndefined();
  });
});

describe("where a step's builds are served", () => {
  it('is found from the URL of the current build, versioned or not', () => {
    expect(stepOrigin('http://127.0.0.1:8084/1.0.0+aaa/mf-manifest.json')).toBe('http://127.0.0.1:8084/');
    expect(stepOrigin('http://127.0.0.1:8084/mf-manifest.json')).toBe('http://127.0.0.1:8084/');
    expect(stepOrigin('https://cdn.test/steps/points/1.2.0+4f3c2a1.dirty.20250301101500/mf-manifest.json')).toBe(
      'https://cdn.test/steps/points/',
    );
    expect(stepOrigin('/points/mf-manifest.json')).toBeUndefined();
  });

  it('gives the manifest URL of a build', () => {
    expect(buildManifestUrl('http://127.0.0.1:8084', '1.0.0+abc')).toBe(
      'http://127.0.0.1:8084/1.0.0+abc/mf-manifest.json',
    );
    expect(buildManifestUrl('https://cdn.test/steps/points/', '1.0.0+abc')).toBe(
      'https://cdn.test/steps/points/1.0.0+abc/mf-manifest.json',
    );
  });
});

import { buildManifestUrl, entryManifest, stepOrigin } from './registryEntry';

describe("a step's registry entry", () => {
  const registry = {
    calculator: { manifest: 'http://127.0.0.1:8081/1.0.0+aaa/mf-manifest.json', routes: [], journey: {}, calls: [] },
    points: { manifest: 'http://127.0.0.1:8084/1.0.0+aaa/mf-manifest.json', routes: [], journey: {}, calls: [] },
  };

  it('names its manifest', () => {
    expect(entryManifest(registry.points)).toBe(registry.points.manifest);
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

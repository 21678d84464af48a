import { parseVersionFolder, versionFolder } from './versionFolder';

describe('version folder', () => {
  it('joins the package version and the build id as semver build metadata', () => {
    expect(versionFolder('1.2.0', '4f3c2a1.dirty.20250301101500')).toBe('1.2.0+4f3c2a1.dirty.20250301101500');
    expect(parseVersionFolder('1.2.0-rc.1+4f3c2a1')).toEqual({ version: '1.2.0-rc.1', build: '4f3c2a1' });
  });

  it('is URL-safe: one path segment that URL parsing keeps as it is', () => {
    const folder = versionFolder('1.2.0', '4f3c2a1');
    expect(new URL(`http://h/${folder}/mf-manifest.json`).pathname).toBe(`/${folder}/mf-manifest.json`);
    expect(encodeURI(folder)).toBe(folder);
  });

  it('refuses names that are not a version and a build id', () => {
    expect(() => versionFolder('1.2', 'abc')).toThrow('semver');
    expect(() => versionFolder('1.2.0', 'a/b')).toThrow('build id');
    for (const name of ['dev', '1.2.0', '1.2.0+', '1.2+abc', '1.2.0+a/b', 'latest+abc', 'v1.2.0+abc', '01.2.0+abc']) {
      expect(parseVersionFolder(name)).toBeUndefined();
    }
  });
});

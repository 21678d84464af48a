import { releaseProblems } from './releaseProblems';
import { shellManifest, stepManifest } from './testBuilds';

const check = (manifest: ReturnType<typeof stepManifest>, shell = shellManifest(), version = '1.0.0+bbb2222') =>
  releaseProblems({ step: 'points', version, manifest, shell });

describe('whether a build may go live', () => {
  it('has no problem with a build made with the shell', () => {
    expect(check(stepManifest('points'))).toEqual([]);
  });

  it('refuses the manifest of another remote, or one without ./app', () => {
    expect(check(stepManifest('payment'))).toEqual(['its manifest is for the remote "payment", not "points"']);
    expect(check({ ...stepManifest('points'), exposes: [] })).toEqual(['it does not expose ./app']);
  });

  it('refuses a build that is not the one named', () => {
    expect(check(stepManifest('points'), shellManifest(), '1.0.0+ccc3333')).toEqual([
      'its manifest says it is build 1.0.0+bbb2222, not 1.0.0+ccc3333',
    ]);
  });

  it("refuses a build for another journey major than the shell's, saying which way to go", () => {
    expect(check(stepManifest('points', '1.0.0', 'bbb2222', { journeyMajor: 2 }))).toEqual([
      'it was built for journey major 2, and the shell runs journey major 1: a new journey major goes live with a ' +
        'shell built for it, released against that shell',
    ]);
    expect(check(stepManifest('points'), shellManifest({ journeyMajor: 2 }))).toEqual([
      "it was built for journey major 1, and the shell runs journey major 2: rebuild it against the shell's " +
        '@greencard/store',
    ]);
  });

  it('refuses when either build names no journey major', () => {
    const shell = shellManifest();
    delete (shell.metaData as { greencard?: unknown }).greencard;
    expect(check(stepManifest('points'), shell)).toContain(
      "the shell's mf-manifest.json names no journey major: rebuild the shell",
    );
    const old = stepManifest('points');
    delete (old.metaData as { greencard?: unknown }).greencard;
    expect(check(old)).toContain('its mf-manifest.json names no journey major: rebuild it');
  });

  it('refuses a singleton the shell provides in a version the build does not accept', () => {
    const manifest = stepManifest('points');
    const react = manifest.shared.find((entry) => entry.name === 'react');
    if (react) react.requiredVersion = '^20.0.0';
    expect(check(manifest)).toEqual([expect.stringMatching(/^it needs react \^20\.0\.0, and the shell provides 19\./)]);
  });

  it('refuses a singleton the shell does not share, such as a build from when the shell shared its API client', () => {
    const manifest = stepManifest('points');
    manifest.shared.push({ name: '@greencard/api', version: '1.0.0', requiredVersion: '^1.0.0', singleton: true });
    expect(check(manifest)).toEqual(['it needs the shell to share @greencard/api, and the shell does not share it']);
  });

  it('releases a build sharing axios, which the shell does not provide, at any version: it carries its own copy', () => {
    const manifest = stepManifest('points');
    const axios = manifest.shared.find((entry) => entry.name === 'axios');
    expect(axios).toMatchObject({ singleton: false });
    expect(check(manifest)).toEqual([]);
    if (axios) Object.assign(axios, { version: '2.0.0', requiredVersion: '^2.0.0' });
    expect(check(manifest)).toEqual([]);
  });

  it('judges a shared package by the singletons: one the shell provides in another version than a build needs', () => {
    const manifest = stepManifest('points');
    const shell = shellManifest();
    shell.shared.push({ name: 'axios', version: '1.0.0', requiredVersion: '^1.0.0', singleton: false });
    const axios = manifest.shared.find((entry) => entry.name === 'axios');
    if (axios) Object.assign(axios, { version: '2.0.0', requiredVersion: '^2.0.0' });
    expect(check(manifest, shell)).toEqual([]);
    if (axios) axios.singleton = true;
    expect(check(manifest, shell)).toEqual(['it needs axios ^2.0.0, and the shell provides 1.0.0']);
  });

  it('says when a requirement cannot be read', () => {
    const manifest = stepManifest('points');
    const store = manifest.shared.find((entry) => entry.name === '@greencard/store');
    if (store) store.requiredVersion = 'next';
    expect(check(manifest)).toEqual([
      'its requirement on @greencard/store cannot be checked: "next" is not a semver version',
    ]);
  });
});

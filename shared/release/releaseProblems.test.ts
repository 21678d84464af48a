import { releaseProblems } from './releaseProblems';
import { shellManifest, stepManifest } from './testing/testBuilds';

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

  it('refuses a manifest that names a file outside its own folder: another origin, an internal address, a parent folder', () => {
    const manifest = stepManifest('points');
    const withMeta = (meta: Record<string, unknown>) => ({
      ...manifest,
      metaData: { ...manifest.metaData, ...meta },
    });
    expect(check(withMeta({ remoteEntry: { name: 'remoteEntry.js', path: 'http://169.254.169.254/latest' } }))).toEqual(
      ['its container script is not remoteEntry.js beside its manifest'],
    );
    expect(check(withMeta({ remoteEntry: { name: 'evil.js', path: '' } }))).toEqual([
      'its container script is not remoteEntry.js beside its manifest',
    ]);
    expect(check(withMeta({ publicPath: 'https://cdn.example/' }))).toEqual([
      "its public path is not its own folder ('auto')",
    ]);
    for (const firstView of [
      'http://10.0.0.1:8080/views.json',
      '//10.0.0.1/views.json',
      '../1.0.0+aaa1111/first-view.json',
      '/first-view.json',
    ])
      expect(check(withMeta({ greencard: { ...manifest.metaData.greencard, firstView } }))).toEqual([
        'its first views are not a file of its own folder',
      ]);
    expect(check(withMeta({ greencard: { ...manifest.metaData.greencard, firstView: 'first-view.json' } }))).toEqual(
      [],
    );
    const assets = {
      js: { sync: ['app.1.js', 'http://127.0.0.99:5099/x.js'], async: ['texts/uk.js'] },
      css: { sync: ['..\\x.css'] },
    };
    expect(check({ ...manifest, exposes: [{ ...manifest.exposes[0], assets }] })).toEqual([
      'it names 2 file(s) outside its own folder',
    ]);
  });

  it('refuses a file name a browser reads as outside the folder: an escaped dot, a space or control character', () => {
    const manifest = stepManifest('points');
    // The URL parser reads %2e as a dot and drops tabs, line breaks and leading spaces or control characters: each of
    // these is the build before's file, or the origin's root.
    for (const firstView of [
      '%2e%2e/1.0.0+aaa1111/first-view.json',
      '.%2E/1.0.0+aaa1111/first-view.json',
      '.\t./1.0.0+aaa1111/first-view.json',
      '\u0001../first-view.json',
      ' /first-view.json',
    ]) {
      const greencard = { ...manifest.metaData.greencard, firstView };
      expect(check({ ...manifest, metaData: { ...manifest.metaData, greencard } })).toEqual([
        'its first views are not a file of its own folder',
      ]);
    }
    const assets = { js: { sync: ['a/%2e%2e/%2E%2e/x.js'] } };
    expect(check({ ...manifest, exposes: [{ ...manifest.exposes[0], assets }] })).toEqual([
      'it names 1 file(s) outside its own folder',
    ]);
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
      'its requirement on @greencard/store cannot be checked: "next" is no semver range, or the shell\'s "1.0.0" no version',
    ]);
  });
});

describe("a build's required version range, against the version the shell provides (semver)", () => {
  /** The problems of a build requiring react `range` from a shell that provides react `version`. */
  const reactProblems = (version: string, range: string | false) => {
    const manifest = stepManifest('points');
    const shell = shellManifest();
    const need = manifest.shared.find((entry) => entry.name === 'react');
    const have = shell.shared.find((entry) => entry.name === 'react');
    if (!need || !have) throw new Error('the test builds share react');
    need.requiredVersion = range;
    have.version = version;
    return check(manifest, shell);
  };

  it.each([
    ['19.3.1', '^19.3.1', true],
    ['20.0.0', '^19.3.1', false],
    ['0.4.0', '^0.3.1', false],
    ['1.3.0', '~1.2.3', false],
    ['1.5.0', '>=1.0.0 <2.0.0', true],
    ['3.1.0', '^1.0.0 || ^3.0.0', true],
    ['1.0.0', '*', true],
    ['1.9.0', '1.x', true],
    ['2.0.0', '1.x', false],
    ['1.3.7', '1.2 - 1.4', true],
    ['1.5.0', '1.2 - 1.4', false],
    ['2.0.0-rc.1', '^1.0.0', false],
    ['1.1.0-beta.2', '^1.1.0-beta.1', true],
    ['1.1.0', '^1.1.0-beta.1', true],
  ])('the shell providing %s, a build requiring %s may go live: %s', (version, range, fits) => {
    expect(reactProblems(version, range)).toEqual(
      fits ? [] : [`it needs react ${range}, and the shell provides ${version}`],
    );
  });

  it('takes no requirement as any version', () => {
    expect(reactProblems('7.0.0', false)).toEqual([]);
  });

  it('says so when semver cannot read a range, instead of guessing', () => {
    expect(reactProblems('19.3.1', 'workspace:*')).toEqual([
      'its requirement on react cannot be checked: "workspace:*" is no semver range, or the shell\'s "19.3.1" no version',
    ]);
  });
});

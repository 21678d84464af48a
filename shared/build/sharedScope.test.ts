import { pageLibraries, sharedSingletons } from './sharedScope';

describe('the shared scope', () => {
  it('holds only what must be one instance in the page, each at its installed version', () => {
    const shared = sharedSingletons();
    expect(Object.keys(shared).sort()).toEqual(
      ['@greencard/i18n', '@greencard/store', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'].sort(),
    );
    const react = require('react/package.json').version as string;
    expect(shared['react/jsx-runtime']).toEqual({ singleton: true, version: react, requiredVersion: `^${react}` });
    expect(shared['@greencard/store']?.version).toBe(require('@greencard/store/package.json').version);
  });

  it('leaves the packages every module builds in out of it', () => {
    const shared = sharedSingletons();
    for (const name of [
      '@greencard/api',
      '@greencard/domain',
      '@greencard/ui',
      '@greencard/step',
      'react-final-form',
      'final-form',
      // one instance through their owners, @greencard/store and @greencard/i18n, so tree-shaken
      '@reduxjs/toolkit',
      'react-redux',
      'i18next',
      'react-i18next',
    ]) {
      expect(shared).not.toHaveProperty([name]);
    }
  });

  it("shares axios, the API client's, as no singleton: a step takes the page's copy in its range, and else its own", () => {
    // The API client pins its axios, so the version it depends on is the one installed for it.
    const version = require('@greencard/api/package.json').dependencies.axios as string;
    expect(pageLibraries()).toEqual({ axios: { singleton: false, version, requiredVersion: `^${version}` } });
  });
});

import { sharedSingletons } from './sharedScope';

describe('the shared scope', () => {
  it('holds only what must be one instance in the page, each at its installed version', () => {
    const shared = sharedSingletons();
    expect(Object.keys(shared).sort()).toEqual(
      [
        '@greencard/i18n',
        '@greencard/store',
        '@reduxjs/toolkit',
        'i18next',
        'react',
        'react-dom',
        'react-dom/client',
        'react-i18next',
        'react-redux',
        'react/jsx-runtime',
      ].sort(),
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
    ]) {
      expect(shared).not.toHaveProperty([name]);
    }
  });
});

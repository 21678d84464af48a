import { existsSync } from 'node:fs';
import path from 'node:path';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import {
  pageLibraries,
  pageModules,
  ProvidePageLibraries,
  sharedSingletons,
  sourcesHash,
  stepSingletons,
} from './sharedScope';

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

  it('has a step take each singleton from the page only, at the same version and range as the shell provides it', () => {
    const shell = sharedSingletons();
    const step = stepSingletons();
    expect(Object.keys(step)).toEqual(Object.keys(shell));
    for (const [name, options] of Object.entries(shell)) expect(step[name]).toEqual({ ...options, import: false });
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

  it('shares the libraries several steps load as no singleton, each at the version its importer installed', () => {
    // The API client pins its libraries, so the version it depends on is the one installed for it.
    const api = require('@greencard/api/package.json').dependencies as Record<string, string>;
    const ui = require('@greencard/ui/package.json').dependencies as Record<string, string>;
    const strict = (version: string | undefined) => ({ singleton: false, version, requiredVersion: `^${version}` });
    expect(pageLibraries()).toEqual({
      axios: strict(api.axios),
      superstruct: strict(api.superstruct),
      'altcha-lib': strict(api['altcha-lib']),
      'altcha-lib/algorithms/web/pbkdf2': strict(api['altcha-lib']),
      'final-form': strict(ui['final-form']),
      'react-final-form': strict(ui['react-final-form']),
    });
  });

  it('has the shell provide each library from the file a browser build resolves, as a module apart from its own', () => {
    const { provides: provided } = new ProvidePageLibraries(path.resolve(__dirname, '../../shell'));
    const libraries = pageLibraries();
    expect(Object.values(provided).map(({ shareKey }) => shareKey)).toEqual(Object.keys(libraries));
    for (const [request, { shareKey, version }] of Object.entries(provided)) {
      expect(version).toBe(libraries[shareKey]?.version);
      const [file, query] = request.split('?');
      expect(query).toBe('page-library');
      expect(existsSync(file ?? '')).toBe(true);
      // The browser's build of the library, not Node's (axios's Node build requires http).
      expect(file).not.toMatch(/[\\/]node[\\/]|\.cjs$/);
    }
  });

  it("shares the API's transport by what it is made of: one version per sources, taken only at exactly that version", () => {
    const api = path.dirname(require.resolve('@greencard/api/package.json'));
    const fromSteps = ['mf-calculator', 'mf-payment'].map((step) =>
      pageModules(path.resolve(__dirname, '../..', step)),
    );
    expect(fromSteps[0]).toEqual(fromSteps[1]);
    const file = path.join(api, 'src', 'transport.ts');
    expect(existsSync(file)).toBe(true);
    const transport = fromSteps[0]?.[file];
    const apiVersion = require('@greencard/api/package.json').version as string;
    expect(transport).toEqual({
      shareKey: '@greencard/api/transport',
      singleton: false,
      version: expect.stringMatching(new RegExp(`^${apiVersion.replace(/\./g, '\\.')}-c[0-9a-f]{10}$`)),
      requiredVersion: transport?.version,
    });
  });

  it('hashes the sources a page module is built from and the libraries installed for it, not their tests', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'page-module-'));
    try {
      const src = path.join(folder, 'src');
      mkdirSync(path.join(src, 'calls'), { recursive: true });
      writeFileSync(path.join(src, 'calls', 'call.ts'), 'export const call = 1;\n');
      const first = sourcesHash([src]);
      expect(first).toMatch(/^[0-9a-f]{10}$/);
      writeFileSync(path.join(src, 'calls', 'call.test.ts'), 'test("x", () => {});\n');
      expect(sourcesHash([src])).toBe(first);
      expect(sourcesHash([src], 'axios@2.0.0')).not.toBe(first);
      writeFileSync(path.join(src, 'calls', 'call.ts'), 'export const call = 2;\n');
      expect(sourcesHash([src])).not.toBe(first);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type StatsChunk } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { ProvidePageLibraries } from './sharedScope';
import { sharedChunkGroups } from './sharedChunks';

const ROOT = path.resolve(__dirname, '../..');
const singleton = (name: string) => ({
  singleton: true,
  version: require(require.resolve(`${name}/package.json`, { paths: [ROOT] })).version as string,
});

/**
 * A host like the shell, in small: it provides React, Redux Toolkit and react-redux, and the page's libraries as the
 * shell does, starts behind `import()`, and has its page template compiled as the shell's is. Returns its chunks and
 * the files written to its output folder.
 */
function buildHost(): Promise<{ chunks: StatsChunk[]; written: string[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shared-chunks-'));
  writeFileSync(path.join(dir, 'index.js'), "import('./bootstrap');\n");
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>host</title>\n');
  writeFileSync(
    path.join(dir, 'bootstrap.js'),
    "import { createElement } from 'react';\nimport { Provider } from 'react-redux';\nimport { configureStore } from '@reduxjs/toolkit';\n" +
      'createElement(Provider, { store: configureStore({ reducer: () => 0 }) });\n',
  );
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'none',
        context: dir,
        entry: { main: './index.js' },
        output: { path: path.join(dir, 'dist'), chunkFilename: '[name].js', uniqueName: 'host' },
        resolve: { modules: [path.join(ROOT, 'node_modules')] },
        optimization: { splitChunks: { cacheGroups: sharedChunkGroups() } },
        plugins: [
          new ModuleFederationPlugin({
            name: 'host',
            shared: {
              react: singleton('react'),
              'react-redux': singleton('react-redux'),
              '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
            },
            shareStrategy: 'loaded-first',
            dts: false,
            manifest: false,
          }),
          new ProvidePageLibraries(path.join(ROOT, 'shell')),
          new HtmlWebpackPlugin({ template: './index.html', inject: false }),
        ],
      },
      (error, stats) => {
        const failed = error || !stats || stats.hasErrors();
        const written = failed ? [] : readdirSync(path.join(dir, 'dist')).sort();
        rmSync(dir, { recursive: true, force: true });
        if (failed) return reject(error ?? new Error(stats?.toString('errors-only')));
        const chunks =
          stats.toJson({
            all: false,
            chunks: true,
            chunkModules: true,
            chunkOrigins: true,
            chunkModulesSpace: Infinity,
            dependentModules: true,
          }).chunks ?? [];
        resolve({ chunks, written });
      },
    );
  });
}

/** The packages whose code a chunk holds (the build concatenates nothing, so each module is listed). */
const packagesIn = (chunk: StatsChunk | undefined) => {
  const names = new Set<string>();
  for (const module of chunk?.modules ?? []) {
    const name = /node_modules[\\/]((@[^\\/]+[\\/])?[^\\/]+)/.exec(module.name ?? '')?.[1];
    if (name && module.moduleType?.startsWith('javascript/')) names.add(name.replace('\\', '/'));
  }
  return [...names].sort();
};

/** A chunk that only the provider of one of the page's libraries loads. */
const providedLibraryChunk = (chunk: StatsChunk) =>
  (chunk.origins ?? []).length > 0 &&
  (chunk.origins ?? []).every(({ moduleIdentifier }) => moduleIdentifier?.includes('?page-library'));

describe("the host's shared singletons", () => {
  let chunks: StatsChunk[];
  let written: string[];
  beforeAll(async () => {
    ({ chunks, written } = await buildHost());
  }, 60_000);
  const named = (name: string) => chunks.find((chunk) => chunk.names?.includes(name));

  it("come in two files: React's, and the other singletons with the packages they need that are not shared", () => {
    expect(packagesIn(named('react'))).toEqual(['react']);
    expect(packagesIn(named('singletons'))).toEqual([
      '@reduxjs/toolkit',
      'immer',
      'react-redux',
      'redux',
      'redux-thunk',
      'reselect',
      'use-sync-external-store',
    ]);
  });

  it('leave no other file to load: the entry and the app code alone beside them', () => {
    const started = chunks.filter((chunk) => !providedLibraryChunk(chunk));
    const files = started.flatMap((chunk) => chunk.files ?? []).sort();
    expect(files).toEqual([expect.stringMatching(/^\d+\.js$/), 'main.js', 'react.js', 'singletons.js']);
    const app = started.find((chunk) => chunk.files?.some((file) => /^\d+\.js$/.test(file)));
    expect(packagesIn(app)).toEqual([]);
  });

  it("leave the page's libraries out: files of their own, which only a step asking for one loads", () => {
    const libraries = chunks.filter(providedLibraryChunk).flatMap(packagesIn);
    // @babel/runtime: react-final-form's helpers.
    expect(new Set(libraries)).toEqual(
      new Set(['@babel/runtime', 'altcha-lib', 'axios', 'final-form', 'react-final-form', 'superstruct']),
    );
  });

  it("write nothing but the host's own files: the page template's compiler builds no library again", () => {
    const files = chunks.flatMap((chunk) => chunk.files ?? []);
    expect(written).toEqual([...files, 'index.html'].sort());
  });
});

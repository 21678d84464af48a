import { container } from 'webpack';
import { browserFederation } from './browserFederation';

type Options = {
  exposes?: Record<string, { import: string[]; name: string }>;
  manifest?: { additionalData: (input: unknown) => unknown };
};
// webpack's own plugins keep their options as `options`, @module-federation's as `_options`.
const optionsOf = (plugin: unknown) =>
  (plugin as { options?: Options; _options?: Options }).options ?? (plugin as { _options: Options })._options;

describe('a browser container', () => {
  const [federation, manifest] = browserFederation({
    name: 'points',
    library: { type: 'var', name: 'greencard_points' },
    filename: 'remoteEntry.js',
    exposes: { './app': './src/app.tsx' },
    shared: {
      react: { singleton: true, version: '19.3.1', requiredVersion: '^19.3.1' },
      '/work/shared/api/src/transport.ts': {
        shareKey: '@greencard/api/transport',
        singleton: false,
        version: '1.0.0-c0123456789',
        requiredVersion: '1.0.0-c0123456789',
      },
    },
    greencard: { journeyMajor: 3, version: '1.2.0', build: 'a1b2c3d' },
  });

  it("is webpack's own container, its exposed module in the chunk the manifest plugin looks for", () => {
    expect(federation).toBeInstanceOf(container.ModuleFederationPlugin);
    expect(optionsOf(federation).exposes).toEqual({
      './app': { import: ['./src/app.tsx'], name: '__federation_expose_app' },
    });
  });

  it("publishes each shared library at the version and requirement the build configured, not webpack's module name run into them", () => {
    const stats = {
      metaData: {},
      shared: [
        { name: 'react', version: '19.3.1/work/node_modules/react/index.js', requiredVersion: '^19.3.1' },
        {
          name: '@greencard/api/transport',
          version: '1.0.0-c0123456789',
          requiredVersion: '^1.0.0-c0123456789|/work/shared/api/src/transport.ts',
        },
        { name: 'left-pad', version: '1.3.0' },
        // A library the shell provides to the page and the build does not configure (ProvidePageLibraries).
        {
          name: 'axios',
          version: '1.21.1/home/ci/shared/api/node_modules/axios/index.js?page-library',
          requiredVersion: '^1.21.1/home/ci/shared/api/node_modules/axios/index.js?page-library',
        },
      ],
    };
    const published = optionsOf(manifest).manifest?.additionalData({ stats }) as { shared: unknown[] };
    expect(published.shared).toEqual([
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
      { name: '@greencard/api/transport', version: '1.0.0-c0123456789', requiredVersion: '1.0.0-c0123456789' },
      { name: 'left-pad', version: '1.3.0' },
      { name: 'axios', version: '1.21.1', requiredVersion: '^1.21.1' },
    ]);
  });
});

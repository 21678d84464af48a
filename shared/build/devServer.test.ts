import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { devServerOptions, hostDevConfig, remoteDevConfig } from './devServer';
import { sharedSingletons } from './sharedScope';

const STEP_DIR = path.resolve(__dirname, '../../mf-points');
const SHELL_DIR = path.resolve(__dirname, '../../shell');

type Plugin = {
  constructor: { name: string };
  _options?: {
    manifest: {
      additionalData: (o: { stats: { metaData: object } }) => { metaData: Record<string, { firstView?: string }> };
    };
  };
};
type Config = {
  mode: string;
  devtool: string | false;
  dependencies: string[];
  entry: { main?: string[] };
  output: { path: string };
  plugins: Plugin[];
  module: {
    rules: {
      use?: {
        loader: string;
        options: { jsc: { transform: { react: { refresh?: boolean; development?: boolean } } } };
      };
    }[];
  };
};
const swcReact = (config: Config) =>
  config.module.rules.find((rule) => rule.use?.loader.includes('swc-loader'))?.use?.options.jsc.transform.react;
const hasPlugin = (config: Config, name: string) => config.plugins.some((p) => p.constructor.name === name);

describe("a step's dev server build", () => {
  const config = remoteDevConfig({ dir: STEP_DIR, name: 'points' }) as unknown as Config;

  it('refreshes React components in place, with source maps that need no eval (the page allows none)', () => {
    expect(config.mode).toBe('development');
    expect(String(config.devtool)).not.toMatch(/eval/);
    expect(swcReact(config)).toMatchObject({ refresh: true, development: true });
    expect(hasPlugin(config, 'ReactRefreshPlugin')).toBe(true);
  });

  it('renders no first views, and its manifest names none: its pages render in the browser', () => {
    expect(config.dependencies).toEqual([]);
    const federation = config.plugins.find((p) => p.constructor.name === 'StatsPlugin')?._options;
    const { metaData } = federation!.manifest.additionalData({ stats: { metaData: {} } });
    expect(metaData.greencard).toBeDefined();
    expect(metaData.greencard?.firstView).toBeUndefined();
  });

  it('against a production React (a deployed shop), no refresh: the dev server reloads instead', () => {
    const plain = remoteDevConfig({ dir: STEP_DIR, name: 'points', refresh: false }) as unknown as Config;
    expect(plain.mode).toBe('production');
    expect(swcReact(plain)?.refresh).toBeUndefined();
    expect(hasPlugin(plain, 'ReactRefreshPlugin')).toBe(false);
    expect(devServerOptions({ port: 8180, reload: true })).toMatchObject({ hot: false, liveReload: true });
  });
});

describe('the development shell', () => {
  it("shares every singleton the steps' production builds ask the page for (the shop server refuses a registry otherwise)", async () => {
    const outputPath = mkdtempSync(path.join(tmpdir(), 'greencard-dev-shell-'));
    try {
      const config = hostDevConfig({ dir: SHELL_DIR, outputPath }) as unknown as webpack.Configuration;
      const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) => {
        const compiler = webpack({ ...config, cache: false });
        compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result))));
      });
      expect(stats?.hasErrors()).toBe(false);
      const manifest = JSON.parse(readFileSync(path.join(outputPath, 'mf-manifest.json'), 'utf8')) as {
        shared: { name: string }[];
      };
      // Beside the page's libraries, which the shell provides too (docs/shared-packages.md).
      expect(manifest.shared.map((library) => library.name)).toEqual(
        expect.arrayContaining(Object.keys(sharedSingletons(SHELL_DIR))),
      );
    } finally {
      rmSync(outputPath, { recursive: true, force: true });
    }
  }, 120_000);

  it('puts the refresh hook before anything else, and builds beside the production shell, not over it', () => {
    const config = hostDevConfig({
      dir: SHELL_DIR,
      outputPath: path.join(SHELL_DIR, 'dist-dev'),
    }) as unknown as Config;
    expect(config.entry.main?.[0]).toBe(require.resolve('./refreshHook'));
    expect(config.output.path).toBe(path.join(SHELL_DIR, 'dist-dev'));
    expect(config.mode).toBe('development');
  });
});

describe("a module's dev server", () => {
  it('updates in place without reloading the page, and lets the shop page on another origin load it', () => {
    const options = devServerOptions({ port: 8180 });
    expect(options).toMatchObject({ hot: true, liveReload: false, headers: { 'access-control-allow-origin': '*' } });
    expect(options.client.webSocketURL).toBe('ws://127.0.0.1:8180/ws');
  });
});

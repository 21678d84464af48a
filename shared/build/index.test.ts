import { copyFileSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseVersionFolder } from '@greencard/release/versionFolder';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import { remoteConfig, hostConfig } from './index';

const STEP_DIR = path.resolve(__dirname, '../../mf-points');
const SHELL_DIR = path.resolve(__dirname, '../../shell');

// webpack's own plugins keep their options as `options`, @module-federation's as `_options`.
type Plugin = {
  constructor: { name: string };
  definitions?: Record<string, string>;
  options?: FederationOptions;
  _options?: FederationOptions;
};
type FederationOptions = {
  shared: Record<string, unknown>;
  manifest: { additionalData: (options: { stats: { metaData: object } }) => { metaData: Record<string, unknown> } };
};
const plugin = (config: { plugins: Plugin[] }, name: string) => config.plugins.find((p) => p.constructor.name === name);
/** What a browser build adds to its mf-manifest.json (the manifest plugin's options, browserFederation.js). */
const manifestData = (config: { plugins: Plugin[] }) =>
  (plugin(config, 'StatsPlugin')?._options as FederationOptions).manifest.additionalData;

describe("a step's build", () => {
  type Config = { name: string; output: { path: string }; plugins: Plugin[]; dependencies?: string[]; target?: string };
  const [bundle, config] = remoteConfig({ dir: STEP_DIR, name: 'points' }) as unknown as [Config, Config];
  const folder = path.basename(path.dirname(config.output.path));

  it('is made in a staging folder named by its version and build, the name the page shows', () => {
    expect(config.output.path.startsWith(path.join(STEP_DIR, '.cache'))).toBe(true);
    expect(parseVersionFolder(folder)?.version).toBe(require('../../mf-points/version.json').version);
    expect(plugin(config, 'DefinePlugin')?.definitions?.__STEP_BUILD__).toBe(JSON.stringify(`points@${folder}`));
    expect(plugin(config, 'VersionedOutputPlugin')).toBeDefined();
  });

  it('publishes its journey major, version and build in mf-manifest.json', () => {
    const federation = plugin(config, 'ModuleFederationPlugin')?.options as FederationOptions;
    const { version, build } = parseVersionFolder(folder) as { version: string; build: string };
    const federationsOwn = {
      name: 'points',
      buildInfo: { buildVersion: 'from package.json', buildName: '@greencard/mf-points' },
    };
    expect(manifestData(config)({ stats: { metaData: federationsOwn } }).metaData).toEqual({
      name: 'points',
      buildInfo: { buildVersion: version, buildName: '@greencard/mf-points' },
      greencard: { journeyMajor: 3, version, build, firstView: 'first-view.json' },
    });
    expect(Object.keys(federation.shared)).not.toContain('@greencard/api');
  });

  it("is numbered by the step's version.json, not its package.json, whose version stays fixed", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'step-version-'));
    for (const file of ['package.json', 'step.json', 'routes.json'])
      copyFileSync(path.join(STEP_DIR, file), path.join(dir, file));
    writeFileSync(path.join(dir, 'version.json'), JSON.stringify({ version: '7.1.0' }));
    symlinkSync(path.resolve(__dirname, '../../node_modules'), path.join(dir, 'node_modules'));
    const [, browser] = remoteConfig({ dir, name: 'points' }) as unknown as [Config, Config];
    expect(path.basename(path.dirname(browser.output.path))).toMatch(/^7\.1\.0\+/);
    expect(manifestData(browser)({ stats: { metaData: {} } }).metaData).toMatchObject({
      buildInfo: { buildVersion: '7.1.0' },
      greencard: { version: '7.1.0' },
    });
  });

  it('builds its first-view bundle first, beside the build and never into it, reporting the same build', () => {
    expect(config.dependencies).toEqual([bundle.name]);
    expect(bundle.target).toBe('node');
    // The build's folder is the staging root's files/; the bundle is in the staging root, so no build ever serves it.
    expect(path.relative(config.output.path, bundle.output.path).startsWith('..')).toBe(true);
    expect(bundle.output.path).toBe(path.dirname(config.output.path));
    expect(plugin(bundle, 'DefinePlugin')?.definitions).toEqual(plugin(config, 'DefinePlugin')?.definitions);
    expect(plugin(config, 'FirstViewsPlugin')).toBeDefined();
    expect(bundle.plugins.some((p) => /Federation/.test(p.constructor.name))).toBe(false);
  });
});

describe("every step's first views", () => {
  const { STEPS } = require('./steps') as { STEPS: string[] };

  it.each(STEPS)('%s: are rendered from its src/server.ts into the file its manifest names', (step) => {
    type Config = { entry: Record<string, string>; output: { path: string }; plugins: Plugin[] };
    const [bundle, browser] = remoteConfig({
      dir: path.resolve(__dirname, `../../mf-${step}`),
      name: step,
    }) as unknown as [Config, Config];
    expect(bundle.entry).toEqual({ bundle: './src/server.ts' });
    expect(manifestData(browser)({ stats: { metaData: {} } }).metaData.greencard).toMatchObject({
      firstView: 'first-view.json',
    });
  });
});

describe("the page's script elements", () => {
  it('carry no charset, in the shell and in every step, so that Firefox keeps the preload of a chunk they load', () => {
    type Output = { output: { charset?: boolean } };
    const host = hostConfig({ dir: SHELL_DIR }) as unknown as Output;
    const [, browser] = remoteConfig({ dir: STEP_DIR, name: 'points' }) as unknown as [Output, Output];
    expect(host.output.charset).toBe(false);
    expect(browser.output.charset).toBe(false);
  });
});

describe('the stylesheets', () => {
  it('are minified in the shell and in every step, as the scripts are: the page carries them (docs/server-rendering.md)', () => {
    type Minimized = { optimization: { minimizer: unknown[] } };
    const host = hostConfig({ dir: SHELL_DIR }) as unknown as Minimized;
    const [, browser] = remoteConfig({ dir: STEP_DIR, name: 'points' }) as unknown as [Minimized, Minimized];
    for (const { optimization } of [host, browser]) {
      expect(optimization.minimizer).toContain('...');
      expect(optimization.minimizer.some((plugin) => plugin instanceof CssMinimizerPlugin)).toBe(true);
    }
  });
});

describe("the shell's build", () => {
  it("publishes the journey major it runs in its mf-manifest.json, for a release's checks", () => {
    const config = hostConfig({ dir: SHELL_DIR }) as unknown as { plugins: Plugin[] };
    const { metaData } = manifestData(config)({ stats: { metaData: {} } });
    expect(metaData.greencard).toMatchObject({ journeyMajor: 3, version: require('../../shell/package.json').version });
  });

  it("shares with webpack's own federation runtime, as every step's browser container does", () => {
    const { container } = require('webpack') as typeof import('webpack');
    const host = hostConfig({ dir: SHELL_DIR }) as unknown as { plugins: unknown[] };
    const [, browser] = remoteConfig({ dir: STEP_DIR, name: 'points' }) as unknown as [
      { plugins: unknown[] },
      { plugins: unknown[] },
    ];
    expect(host.plugins.filter((p) => p instanceof container.ModuleFederationPlugin)).toHaveLength(1);
    expect(browser.plugins.filter((p) => p instanceof container.ModuleFederationPlugin)).toHaveLength(1);
  });

  it('puts the singletons it provides in two chunks', () => {
    const config = hostConfig({ dir: SHELL_DIR }) as unknown as {
      optimization: { splitChunks: { cacheGroups: Record<string, { name: string }> } };
    };
    const groups = Object.values(config.optimization.splitChunks.cacheGroups).map((group) => group.name);
    expect(groups).toEqual(['react', 'singletons', 'texts-uk', 'texts-en']);
  });

  it("names each language's texts chunk, the common texts in the shell's and a step's own texts in the step's", () => {
    type Group = { name: string; test: (module: { nameForCondition: () => string }) => boolean };
    const groupsOf = (config: unknown) =>
      (config as { optimization: { splitChunks: { cacheGroups: Record<string, Group> } } }).optimization.splitChunks
        .cacheGroups;
    const module = (file: string) => ({ nameForCondition: () => file });
    const shell = groupsOf(hostConfig({ dir: SHELL_DIR }));
    const i18nResources = path.join(path.dirname(require.resolve('@greencard/i18n/package.json')), 'src', 'resources');
    expect(shell['texts-uk']?.test(module(path.join(i18nResources, 'uk.ts')))).toBe(true);
    expect(shell['texts-uk']?.test(module(path.join(i18nResources, 'en.ts')))).toBe(false);
    expect(shell['texts-en']?.test(module(path.join(i18nResources, 'en.ts')))).toBe(true);

    const calculatorDir = path.resolve(SHELL_DIR, '../mf-calculator');
    const [, browser] = remoteConfig({ dir: calculatorDir, name: 'calculator' }) as unknown[];
    const step = groupsOf(browser);
    expect(step['texts-uk']?.test(module(path.join(calculatorDir, 'src/i18n/uk.ts')))).toBe(true);
    // The FAQ's texts come with the FAQ, and the common texts bundled as a fallback never join the step's chunk.
    expect(step['texts-uk']?.test(module(path.join(calculatorDir, 'src/i18n/faq.uk.ts')))).toBe(false);
    expect(step['texts-uk']?.test(module(path.join(i18nResources, 'uk.ts')))).toBe(false);
  });
});

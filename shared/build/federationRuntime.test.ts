import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration, type RuleSetRule, type StatsModule } from 'webpack';
import { federationRuntimeRule } from './federationRuntime';

/**
 * Bundles what the host's main.js combines: the runtime plugin `provideExternalRuntime` adds (its CommonJS file, as
 * the plugin names it) beside an ESM import of the runtime, and lists the runtime-core entry files bundled.
 */
function runtimeCoreEntries(rules: RuleSetRule[]): Promise<string[]> {
  const output = mkdtempSync(path.join(tmpdir(), 'federation-runtime-'));
  const config: Configuration = {
    mode: 'none',
    context: __dirname,
    entry: [
      require.resolve('@module-federation/inject-external-runtime-core-plugin'),
      '@module-federation/runtime-core',
    ],
    output: { path: output },
    module: { rules },
    stats: { all: false, modules: true, nestedModules: true, modulesSpace: Infinity, nestedModulesSpace: Infinity },
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      rmSync(output, { recursive: true, force: true });
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString('errors-only')));
      const names: string[] = [];
      const walk = (module: StatsModule) => {
        if (module.modules) module.modules.forEach(walk);
        else if (module.name) names.push(module.name);
      };
      stats.toJson().modules?.forEach(walk);
      resolve(names.filter((name) => /runtime-core[\\/]dist[\\/]index\.c?js$/.test(name)));
    });
  });
}

describe('the federation runtime in a bundle', () => {
  it('is bundled twice, CommonJS and ESM, when the runtime plugin requires it as webpack resolves by default', async () => {
    expect((await runtimeCoreEntries([])).sort()).toEqual([
      expect.stringMatching(/index\.cjs$/),
      expect.stringMatching(/index\.js$/),
    ]);
  }, 60_000);

  it('is bundled once, as ESM, when requires inside the federation packages resolve to their ESM entries', async () => {
    expect(await runtimeCoreEntries([federationRuntimeRule])).toEqual([expect.stringMatching(/index\.js$/)]);
  }, 60_000);
});

// The live edit loop of one module (docs/dev-loop.md): its webpack-dev-server with React Fast Refresh, inside the
// composed shop. Used by `npm run dev` and by the save-to-screen measurement (scripts/measure-dev-loop.mjs).
//
// A step: its dev server, and the local shop (scripts/services.mjs: the sandbox, the other steps from their
// builds, the shop server) on a development build of the shell, whose registry points the step at its dev server.
// The shell: its dev server writes the development shell where the shop server serves it from, and refreshes it.
// Against a deployed shop (`shop`), only the step's dev server: the buyer's page takes it through the override link.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT, STEPS, startShop, stopOnFailure } from './services.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const { remoteDevConfig, hostDevConfig, devServerOptions, devOutput } = require('../shared/build/devServer.js');

const SHELL_DIR = path.join(ROOT, 'shell');
/** Where a dev build says it comes from: the page shows `<step>@<version>+dev`. */
const DEV_BUILD_ID = 'dev';

/** Starts webpack-dev-server for `config` and waits for its first build; answers its stop(). */
async function startDevServer(config, options) {
  const compiler = webpack(config);
  const built = new Promise((resolve) =>
    compiler.hooks.done.tap('dev-loop', (stats) => resolve(stats.hasErrors() && stats.toString('errors-only'))),
  );
  const server = new WebpackDevServer(options, compiler);
  await server.start();
  const errors = await built;
  if (errors) {
    await server.stop();
    throw new Error(`The first dev build failed:\n${errors}`);
  }
  return () => server.stop();
}

/** The development shell's configuration: it builds into shell/dist-dev, where the shop server serves it from. */
const shellDevConfig = (refresh) => hostDevConfig({ dir: SHELL_DIR, outputPath: devOutput(SHELL_DIR), refresh });

/** The development shell, built once (a step's dev loop changes nothing of the shell). */
async function buildDevShell() {
  const compiler = webpack(shellDevConfig(false));
  const stats = await promisify(compiler.run.bind(compiler))().finally(() => compiler.close(() => undefined));
  if (stats?.hasErrors()) throw new Error(`The development shell did not build:\n${stats.toString('errors-only')}`);
}

/**
 * Starts the loop of `module` (a step's name, or `shell`). Returns what to tell the developer, stop(), and locally
 * the shop's and the sandbox's addresses and the key of their partner links.
 * @param {{ module: string, devPort?: number | string, shop?: string, log?: (line: string) => void }} options
 */
export async function startDevLoop({ module, devPort, shop, log = console.log }) {
  devPort = Number(devPort ?? process.env.DEV_PORT ?? 8180);
  process.env.BUILD_ID = DEV_BUILD_ID;
  const devOrigin = `http://127.0.0.1:${devPort}`;
  const isShell = module === 'shell';
  if (!isShell && !STEPS.includes(module))
    throw new Error(`"${module}" is neither the shell nor a step of this repository (${STEPS.join(', ')})`);
  if (isShell && shop) throw new Error('The shell is the page itself: its dev loop runs the local shop only');

  if (shop) {
    // A deployed shop runs production React, which cannot refresh a component in place: a save reloads the page.
    const stop = await startDevServer(
      remoteDevConfig({ dir: path.join(ROOT, `mf-${module}`), name: module, refresh: false }),
      devServerOptions({ port: devPort, reload: true }),
    );
    const manifest = `${devOrigin}/mf-manifest.json`;
    const link = `${shop.replace(/\/+$/, '')}/?override=${module}:${encodeURIComponent(manifest)}`;
    return {
      notes: [`Open ${link}`, `(the shop must allow ${devOrigin} in REMOTE_OVERRIDE_ORIGINS; ?override=clear ends it)`],
      stop,
    };
  }

  if (!isShell) {
    log('Building the development shell (once; cached for the next start)...');
    await buildDevShell();
  }
  // The shell's dev server writes the development shell to disk and refreshes it; a step's serves its own build.
  const stopDevServer = await startDevServer(
    isShell ? shellDevConfig(true) : remoteDevConfig({ dir: path.join(ROOT, `mf-${module}`), name: module }),
    devServerOptions({ port: devPort, writeToDisk: isShell }),
  );
  const started = await stopOnFailure(
    startShop({
      registryFile: path.join(mkdtempSync(path.join(tmpdir(), 'greencard-dev-')), 'registry.json'),
      // The step's entry names its dev server, which the shop must take as the step's origin.
      devServers: isShell ? {} : { [module]: devOrigin },
      log,
      // The page allows the dev server's origin: its socket, and for the shell its hot updates' announcements.
      env: { SHELL_DIST_DIR: devOutput(SHELL_DIR), REMOTE_OVERRIDE_ORIGINS: devOrigin },
    }),
    stopDevServer,
  );
  return {
    shopUrl: started.shopUrl,
    sandboxUrl: started.insurerApiUrl,
    loyaltyLinkKey: started.loyaltyLinkKey,
    notes: [
      `Green Card shop: ${started.shopUrl}  (English: ${started.shopUrl}/en)`,
      isShell
        ? `The shell is served by its dev server (${devOrigin}), refreshed on save.`
        : `${module} is served by its dev server (${devOrigin}), refreshed on save.`,
      `Insurer API: ${started.insurerApiUrl}  (SMS outbox: ${started.insurerApiUrl}/sandbox/outbox)`,
    ],
    stop: () => started.stop().then(stopDevServer),
  };
}

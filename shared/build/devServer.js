// @ts-check
// The configs of `npm run dev` (docs/dev-loop.md): one module served by webpack-dev-server with React Fast Refresh
// inside the composed shop. They are the production configs of index.js in development mode, plus what a live edit
// needs; nothing here is ever released.
const path = require('node:path');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { hostConfig, remoteConfig } = require('./index');

/**
 * The development options of a config: source maps without eval (the shop's Content-Security-Policy allows no
 * eval), a build cache on disk so the next start is quick, and, with `refresh`, the refresh plugin (its config has
 * swc's React Refresh transform).
 * @param {any} config @param {{ refresh: boolean, cacheName: string }} options
 */
function forDevelopment(config, { refresh, cacheName }) {
  config.devtool = 'cheap-module-source-map';
  config.cache = {
    type: 'filesystem',
    name: cacheName,
    buildDependencies: { config: [__filename, require.resolve('./index')] },
  };
  if (!refresh) return config;
  // The page may hold several webpack runtimes (the shell and each step): each refresh runtime has its own name. The
  // overlay is left out, as the shop's own error boundaries show a step that fails.
  config.plugins.push(new ReactRefreshPlugin({ library: cacheName, overlay: false }));
  return config;
}

/**
 * A step's browser container for its dev server: no server container, refreshed on save. With `refresh`, in
 * development mode (the development shell's React refreshes it). Without (a deployed shop, whose React is the
 * production build), it is built for production React, unminified: the step's own copy of react-dom/client must be
 * the same build as the page's react-dom, or it renders nothing.
 * @param {{ dir: string, name: string, refresh?: boolean }} options
 */
function remoteDevConfig({ dir, name, refresh = true }) {
  const react = refresh ? { development: true, refresh: true } : {};
  const [browser] = remoteConfig({ dir, name, production: false, react });
  const config = forDevelopment(browser, {
    refresh,
    cacheName: refresh ? `dev-${name}` : `dev-${name}-production-react`,
  });
  if (!refresh) {
    config.mode = 'production';
    config.optimization = { ...config.optimization, minimize: false };
  }
  return config;
}

/**
 * The shell in development mode, into `outputPath` (not dist/, which stays the production build): its React is the
 * development build, the one that can refresh, and the refresh runtime's hook is in place before React loads, so
 * a step served by its dev server can refresh in it.
 * @param {{ dir: string, outputPath: string, refresh?: boolean }} options
 */
function hostDevConfig({ dir, outputPath, refresh = false }) {
  // The shell's JSX imports react/jsx-runtime, as in production: the page shares only what the shell imports, the
  // other steps' production builds ask the page for react/jsx-runtime, and the shop server refuses a registry whose
  // steps ask for a singleton the shell does not share (docs/dev-loop.md). swc's development transform would import
  // react/jsx-dev-runtime instead.
  const react = { development: false, refresh };
  const config = forDevelopment(hostConfig({ dir, production: false, react }), {
    refresh,
    cacheName: 'dev-shell',
  });
  config.entry = { main: [require.resolve('./refreshHook'), ...[config.entry.main].flat()] };
  config.output.path = outputPath;
  return config;
}

/**
 * webpack-dev-server's options for a module of the composed shop: the shop's page (another origin) loads its files
 * and opens its socket; no live reload, so a change that cannot refresh in place says so instead of reloading the
 * page, unless `reload` (a shop whose React cannot refresh: a deployed one).
 * @param {{ port: number, host?: string, reload?: boolean, writeToDisk?: boolean }} options
 */
function devServerOptions({ port, host = '127.0.0.1', reload = false, writeToDisk = false }) {
  return {
    host,
    port,
    hot: !reload,
    liveReload: reload,
    headers: { 'access-control-allow-origin': '*' },
    allowedHosts: 'all',
    client: { webSocketURL: `ws://${host}:${port}/ws`, overlay: false, logging: 'warn' },
    devMiddleware: { writeToDisk },
    static: false,
    compress: false,
  };
}

module.exports = { remoteDevConfig, hostDevConfig, devServerOptions, devOutput: (dir) => path.join(dir, 'dist-dev') };

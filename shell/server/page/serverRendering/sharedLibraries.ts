// The libraries the shop server lends a step's server container: the same instances it renders with, so a step's
// components use the one React, store and i18n instance of the page being rendered (a second copy would render
// outside the providers). Which ones, at which versions: the shell's browser build's own list, from its manifest.
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import * as Store from '@greencard/store';
import * as I18n from '@greencard/i18n';

/**
 * A bundled module as webpack's consumer expects an ES module: named exports as they are, and a default import that
 * is the module's default (for a CommonJS package bundled here, its module.exports).
 */
const asModule = (namespace: object): object => ({ ...namespace, __esModule: true });

const LIBRARIES: Record<string, object> = {
  react: asModule(React),
  'react/jsx-runtime': asModule(JsxRuntime),
  'react-dom': asModule(ReactDom),
  '@greencard/store': asModule(Store),
  '@greencard/i18n': asModule(I18n),
};

export interface SharedVersion {
  name: string;
  version: string;
}

/** The shell manifest's `shared` list as the federation runtime's `shared` option, each lent by this server. */
export function sharedLibraries(shared: SharedVersion[]) {
  const lent: Record<string, { version: string; lib: () => unknown; shareConfig: { singleton: true; requiredVersion: string } }> = {};
  for (const { name, version } of shared) {
    const library = LIBRARIES[name];
    if (!library) continue;
    lent[name] = { version, lib: () => library, shareConfig: { singleton: true, requiredVersion: `^${version}` } };
  }
  return lent;
}

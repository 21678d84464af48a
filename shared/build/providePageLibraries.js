// @ts-check
// The shell's provided page libraries (sharedScope.js), in the shell's own compilation only. A child compiler inherits
// its parent's hooks, and html-webpack-plugin compiles the page template in one: with ProvideSharedPlugin's hooks it
// built every provided library again, as Node chunks no page loads, into the shell's dist/. No child compiler
// provides anything, so every ProvideSharedPlugin tap is taken out of each (the federation plugin's own too).
const { sharing } = require('webpack');
const { providedPageLibraries } = require('./sharedScope');

const PROVIDE_SHARED = 'ProvideSharedPlugin';
const PLUGIN = 'GreencardProvidePageLibraries';

class ProvidePageLibraries {
  /** @param {string} dir the shell's folder */
  constructor(dir) {
    this.provides = providedPageLibraries(dir);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    new sharing.ProvideSharedPlugin({ provides: this.provides }).apply(compiler);
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) =>
      // Called once a child compiler has its copies of the parent's taps, before it runs.
      compilation.hooks.childCompiler.tap(PLUGIN, (child) => {
        for (const hook of Object.values(child.hooks)) {
          const taps = /** @type {{ taps?: { name: string }[] }} */ (hook).taps;
          if (taps) /** @type {{ taps: unknown[] }} */ (hook).taps = taps.filter((tap) => tap.name !== PROVIDE_SHARED);
        }
      }),
    );
  }
}

module.exports = { ProvidePageLibraries };

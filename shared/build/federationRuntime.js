// @ts-check
// The federation runtime's packages ship each file twice, as ESM (`import` condition) and as CommonJS (`require`).
// The page's code and the bundler runtime import the ESM copy, but the host's `provideExternalRuntime` adds its
// runtime plugin by `require.resolve`, i.e. its CommonJS file, whose `require`s would pull in a second, CommonJS copy
// of runtime-core, runtime, sdk and error-codes. Resolving those `require`s with the `import` condition first makes
// both paths meet in one copy.

/** Files of the federation runtime's own packages, wherever npm hoisted them. */
const FEDERATION_PACKAGES = /[\\/]node_modules[\\/]@module-federation[\\/]/;

/**
 * A module rule: a `require()` inside the federation runtime resolves to the package's ESM entry. Every
 * @module-federation package lists `import` before `require` in its exports, so `import` wins while the CommonJS
 * entry stays a fallback for a package without one ('...' keeps webpack's defaults after it).
 */
const federationRuntimeRule = {
  test: FEDERATION_PACKAGES,
  resolve: { byDependency: { commonjs: { conditionNames: ['import', 'module', '...'] } } },
};

module.exports = { federationRuntimeRule };

// The first module of the development shell (devServer.js): React registers with this hook as it loads, so the
// React Refresh runtime of a step's dev server, loaded later, finds it and can refresh the step's components.
const RefreshRuntime = require('react-refresh/runtime');

RefreshRuntime.injectIntoGlobalHook(window);
// The hook the runtime makes keeps the renderers to itself; a later runtime (a step's own copy) looks for them in
// `renderers`, as React DevTools keeps them.
const hook = window.__REACT_DEVTOOLS_GLOBAL_HOOK__;
const inject = hook.inject;
hook.inject = function injectAndKeep(renderer) {
  const id = inject.call(this, renderer);
  hook.renderers.set(id, renderer);
  return id;
};

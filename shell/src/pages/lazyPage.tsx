import { lazy, type ComponentType } from 'react';

/**
 * A page in a chunk of its own, as React.lazy makes one, that can also be loaded ahead: once `preload()` has
 * resolved, the page renders at once instead of suspending. The shop server preloads the shell's pages when it starts,
 * so its renderToString writes the page itself rather than the Suspense fallback; the browser keeps that HTML while
 * the chunk is on its way and hydrates it when it arrives (React holds a server-rendered Suspense boundary meanwhile).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  // Resolves only after `loaded` is set, so a render after it has resolved always takes the branch below.
  const Lazy = lazy(preload);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}

import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { exposedRequest } from '@greencard/build/exposedModules';
import type { StepServerRender } from '@greencard/step/server';
import { evaluateContainer } from './evaluateContainer';
import { sharedLibraries, type SharedVersion } from './sharedLibraries';

export interface StepRenderersOptions {
  /** The shell build's shared libraries and versions (its mf-manifest.json `shared`). */
  shared: SharedVersion[];
  /** How long fetching a server container may take. */
  fetchTimeoutMs?: number;
  /** How long a page waits for a container still loading before it is sent to render in the browser. */
  waitMs?: number;
  /** After a failure, when the container is tried again. */
  retryAfterMs?: number;
  fetchImpl?: typeof fetch;
  log?: (message: string) => void;
}

type Loading =
  | { state: 'loading'; ready: Promise<StepServerRender> }
  | { state: 'ready'; render: StepServerRender }
  | { state: 'failed'; at: number };

/** Loads a container's code itself: the runtime's Node loader has no timeout, and a hanging remote would pin pages. */
function containerLoader(fetchImpl: typeof fetch, timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'greencard-server-container',
    async loadEntry({ remoteInfo }) {
      const response = await fetchImpl(remoteInfo.entry, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${remoteInfo.entry} answered ${response.status}`);
      return evaluateContainer(await response.text(), remoteInfo.entry) as never;
    },
  };
}

/**
 * The steps' server renderings by container URL. A build's container is loaded once (its URL names its build, so it
 * never changes) and then renders synchronously; a page never waits longer than waitMs for one, and a container that
 * fails is tried again after retryAfterMs. Until one is ready its pages render in the browser, as before.
 */
export function createStepRenderers({
  shared,
  fetchTimeoutMs = 5000,
  waitMs = 300,
  retryAfterMs = 30_000,
  fetchImpl = fetch,
  log = console.error,
}: StepRenderersOptions) {
  const containers = new Map<string, Loading>();
  let instances = 0;

  function load(step: string, entry: string): Promise<StepServerRender> {
    // One federation instance per build: a release never changes what an instance already holds.
    const federation = createInstance({
      name: `shop_server_${++instances}`,
      remotes: [{ name: step, entry }],
      shared: sharedLibraries(shared),
      shareStrategy: 'loaded-first',
      plugins: [containerLoader(fetchImpl, fetchTimeoutMs)],
    });
    return federation.loadRemote<{ render?: unknown }>(exposedRequest(step, 'server')).then((module) => {
      if (typeof module?.render !== 'function') throw new Error(`${entry} exposes no render function`);
      return module.render as StepServerRender;
    });
  }

  return async function rendererFor(step: string, entry: string, now = Date.now()): Promise<StepServerRender | undefined> {
    let current = containers.get(entry);
    if (!current || (current.state === 'failed' && now - current.at >= retryAfterMs)) {
      const ready = load(step, entry);
      const loading: Loading = { state: 'loading', ready };
      containers.set(entry, loading);
      ready.then(
        (render) => containers.set(entry, { state: 'ready', render }),
        (error: unknown) => {
          log(`The ${step} step's server rendering (${entry}) could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
          containers.set(entry, { state: 'failed', at: Date.now() });
        },
      );
      current = loading;
    }
    if (current.state === 'ready') return current.render;
    if (current.state === 'failed') return undefined;
    const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), waitMs).unref());
    return Promise.race([current.ready.catch(() => undefined), timeout]);
  };
}

export type StepRenderers = ReturnType<typeof createStepRenderers>;

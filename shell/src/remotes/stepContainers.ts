// The steps' browser containers, loaded with webpack's own Module Federation (docs/shared-packages.md): a step's
// container script defines a global with `init` and `get`; the shell starts each container with the page's share
// scope, which holds the shell's singletons, and asks it for the exposed module.

/** What the shell knows of a step's browser container: its script and the global the script defines. */
export interface StepContainer {
  name: string;
  entry: string;
  entryGlobalName: string;
  /** The script's Subresource Integrity: a file changed after its release is refused by the browser. */
  integrity?: string;
}

/** A webpack container, as its script defines it. */
interface Container {
  init(shareScope: unknown): unknown;
  get(module: string): Promise<() => unknown>;
}

/** Where the containers meet the page: its share scope, and the scripts' globals. */
export interface ContainerPage {
  /** The shell's share scope, filled with its own singletons first (webpack's `__webpack_init_sharing__`). */
  shareScope: () => Promise<unknown>;
  /** Runs a script and answers once it has run, or fails if it cannot be fetched or is not the file `integrity` names. */
  runScript: (url: string, integrity?: string) => Promise<void>;
  globals: Record<string, unknown>;
}

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

/** The one share scope of the shop: the build configures no other (shared/build/browserFederation.js). */
const SHARE_SCOPE = 'default';

function runScript(url: string, integrity?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    // A step's files are CORS requests, which a Subresource Integrity check needs (every step server answers them).
    script.crossOrigin = 'anonymous';
    if (integrity) script.integrity = integrity;
    script.src = url;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`The container script ${url} could not be loaded`));
    };
    document.head.appendChild(script);
  });
}

const browserPage = (): ContainerPage => ({
  shareScope: async () => {
    await __webpack_init_sharing__(SHARE_SCOPE);
    return __webpack_share_scopes__[SHARE_SCOPE];
  },
  runScript,
  globals: window as unknown as Record<string, unknown>,
});

const isContainer = (value: unknown): value is Container =>
  !!value && typeof (value as Container).init === 'function' && typeof (value as Container).get === 'function';

/** The page's step containers: each one's script is run once, and its container started once, when first asked. */
export function createStepContainers(page: () => ContainerPage = browserPage) {
  const registered = new Map<string, StepContainer>();
  const started = new Map<string, Promise<Container>>();

  const start = async ({ entry, entryGlobalName, integrity }: StepContainer): Promise<Container> => {
    const { shareScope, runScript: run, globals } = page();
    // A script run again (a retry) defines its global anew: what an earlier attempt left must not stand in for it.
    globals[entryGlobalName] = undefined;
    await run(entry, integrity);
    const container = globals[entryGlobalName];
    if (!isContainer(container)) throw new Error(`${entry} defines no container ${entryGlobalName}`);
    await container.init(await shareScope());
    return container;
  };

  return {
    /** Makes the steps known; a container is loaded the first time its step is asked for. */
    registerRemotes: (containers: StepContainer[]) => {
      for (const container of containers) registered.set(container.name, container);
    },

    /** `<step>/<exposed>`, e.g. `calculator/app`: the module the step's container exposes. */
    loadRemote: async <T>(request: string): Promise<T> => {
      const [name = '', exposed = ''] = request.split('/');
      const container = registered.get(name);
      if (!container) throw new Error(`${request}: no step ${name} is registered`);
      let starting = started.get(name);
      if (!starting) {
        starting = start(container);
        started.set(name, starting);
        // A container that failed to load is not kept: the step's next attempt (single-spa's) loads it again.
        starting.catch(() => started.get(name) === starting && started.delete(name));
      }
      const factory = await (await starting).get(`./${exposed}`);
      return factory() as T;
    },
  };
}

export const { registerRemotes, loadRemote } = createStepContainers();

// The steps' browser containers, loaded with webpack's own Module Federation (docs/shared-packages.md): a step's
// container script defines a global with `init` and `get`; the shell starts each container with the page's share
// scope, which holds the shell's singletons, and asks it for the exposed module.
import { containerGlobal, EXPOSED } from '@greencard/step-contract/exposedModules';
import type { StepName } from '@greencard/step-contract/stepName';
import type { PageBuild } from './registry';
import { remoteEntryUrl } from './remoteAppFiles';

/** Where a step's build is, and the hash its release pinned the container script by (docs/step-release.md). */
type BuildFiles = Pick<PageBuild, 'manifest' | 'integrity'>;

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
  const started = new Map<StepName, Promise<Container>>();

  const start = async (step: StepName, { manifest, integrity }: BuildFiles) => {
    const { shareScope, runScript: run, globals } = page();
    // The script beside the manifest, loaded at once, without reading the manifest first; a path is the page's.
    const entry = remoteEntryUrl(manifest, window.location.href);
    const global = containerGlobal(step);
    // A script run again (a retry) defines its global anew: what an earlier attempt left must not stand in for it.
    globals[global] = undefined;
    await run(entry, integrity);
    const container = globals[global];
    if (!isContainer(container)) throw new Error(`${entry} defines no container ${global}`);
    await container.init(await shareScope());
    return container;
  };

  /** The step's `./app` (its single-spa lifecycle), from the container of the build the page was given. */
  return async function loadStepApp(step: StepName, build: BuildFiles): Promise<unknown> {
    let starting = started.get(step);
    if (!starting) {
      starting = start(step, build);
      started.set(step, starting);
      // A container that failed to load is not kept: the step's next attempt (single-spa's) loads it again.
      starting.catch(() => started.get(step) === starting && started.delete(step));
    }
    const factory = await (await starting).get(EXPOSED.app);
    return factory();
  };
}

export const loadStepApp = createStepContainers();

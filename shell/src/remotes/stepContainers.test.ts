import { createStepContainers, type ContainerPage } from './stepContainers';

const CALCULATOR = { manifest: 'https://builds.example.com/calculator/1/mf-manifest.json' };
const ENTRY = 'https://builds.example.com/calculator/1/remoteEntry.js';
const lifecycle = { mount: () => undefined, unmount: () => undefined };

/** A page whose scripts define a container each: `fail` scripts cannot be fetched, until taken out of it. */
function fakePage({ fail = new Set<string>(), defines = true } = {}) {
  const shareScope = { react: {} };
  const globals: Record<string, unknown> = {};
  const container = { init: jest.fn(), get: jest.fn(async (module: string) => () => ({ module, ...lifecycle })) };
  const runScript = jest.fn(async (url: string) => {
    if (fail.has(url)) throw new Error(`The container script ${url} could not be loaded`);
    // The global the script defines is namespaced: a step called "confirm" would otherwise be window.confirm.
    if (defines) globals.greencard_calculator = container;
  });
  const page: ContainerPage = { shareScope: async () => shareScope, runScript, globals };
  return { page, shareScope, container, runScript, fail };
}

describe("the steps' containers", () => {
  it('runs the container script with the hash its release pinned it by, for the browser to check', async () => {
    const { page, runScript } = fakePage();
    const integrity = `sha384-${'A'.repeat(64)}`;
    await createStepContainers(() => page)('calculator', { ...CALCULATOR, integrity });
    expect(runScript).toHaveBeenCalledWith(ENTRY, integrity);
  });

  it("runs the container script beside the step's manifest, starts the container with the shell's share scope and gives its app", async () => {
    const { page, shareScope, container, runScript } = fakePage();
    await expect(createStepContainers(() => page)('calculator', CALCULATOR)).resolves.toEqual({
      module: './app',
      ...lifecycle,
    });
    expect(runScript).toHaveBeenCalledWith(ENTRY, undefined);
    expect(container.init).toHaveBeenCalledWith(shareScope);
  });

  it('reads a manifest path without an origin against the page', async () => {
    const { page, runScript } = fakePage();
    await createStepContainers(() => page)('calculator', { manifest: '/calculator/1.0.0+a/mf-manifest.json' });
    expect(runScript).toHaveBeenCalledWith(`${window.location.origin}/calculator/1.0.0+a/remoteEntry.js`, undefined);
  });

  it('loads and starts a container once, however often its step is asked for', async () => {
    const { page, container, runScript } = fakePage();
    const loadStepApp = createStepContainers(() => page);
    await Promise.all([loadStepApp('calculator', CALCULATOR), loadStepApp('calculator', CALCULATOR)]);
    await loadStepApp('calculator', CALCULATOR);
    expect(runScript).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(container.get).toHaveBeenCalledTimes(3);
  });

  it('loads a container script again after it failed, so that a retry can succeed', async () => {
    const { page, runScript, fail } = fakePage({ fail: new Set([ENTRY]) });
    const loadStepApp = createStepContainers(() => page);
    await expect(loadStepApp('calculator', CALCULATOR)).rejects.toThrow(
      `The container script ${ENTRY} could not be loaded`,
    );
    fail.clear();
    await expect(loadStepApp('calculator', CALCULATOR)).resolves.toMatchObject(lifecycle);
    expect(runScript).toHaveBeenCalledTimes(2);
  });

  it('refuses a script that defines no container', async () => {
    const { page } = fakePage({ defines: false });
    await expect(createStepContainers(() => page)('calculator', CALCULATOR)).rejects.toThrow(
      `${ENTRY} defines no container greencard_calculator`,
    );
  });

  it('does not take a global left by an earlier script for the container of a new attempt', async () => {
    const { page } = fakePage({ defines: false });
    page.globals.greencard_calculator = { init: () => undefined, get: async () => () => 'stale' };
    await expect(createStepContainers(() => page)('calculator', CALCULATOR)).rejects.toThrow('defines no container');
  });
});

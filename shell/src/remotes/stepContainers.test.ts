import { createStepContainers, type ContainerPage } from './stepContainers';

const CALCULATOR = {
  name: 'calculator',
  entry: 'https://builds.example.com/calculator/1/remoteEntry.js',
  entryGlobalName: 'greencard_calculator',
};
const lifecycle = { mount: () => undefined, unmount: () => undefined };

/** A page whose scripts define a container each: `fail` scripts cannot be fetched, until taken out of it. */
function fakePage({ fail = new Set<string>(), defines = true } = {}) {
  const shareScope = { react: {} };
  const globals: Record<string, unknown> = {};
  const container = { init: jest.fn(), get: jest.fn(async (module: string) => () => ({ module, ...lifecycle })) };
  const runScript = jest.fn(async (url: string) => {
    if (fail.has(url)) throw new Error(`The container script ${url} could not be loaded`);
    if (defines) globals.greencard_calculator = container;
  });
  const page: ContainerPage = { shareScope: async () => shareScope, runScript, globals };
  return { page, shareScope, container, runScript, fail };
}

describe("the steps' containers", () => {
  it('runs the container script with the hash its release pinned it by, for the browser to check', async () => {
    const { page, runScript } = fakePage();
    const containers = createStepContainers(() => page);
    const integrity = `sha384-${'A'.repeat(64)}`;
    containers.registerRemotes([{ ...CALCULATOR, integrity }]);
    await containers.loadRemote('calculator/app');
    expect(runScript).toHaveBeenCalledWith(CALCULATOR.entry, integrity);
  });

  it("runs a step's container script, starts the container with the shell's share scope and gives its exposed module", async () => {
    const { page, shareScope, container, runScript } = fakePage();
    const containers = createStepContainers(() => page);
    containers.registerRemotes([CALCULATOR]);
    await expect(containers.loadRemote('calculator/app')).resolves.toEqual({ module: './app', ...lifecycle });
    expect(runScript).toHaveBeenCalledWith(CALCULATOR.entry, undefined);
    expect(container.init).toHaveBeenCalledWith(shareScope);
  });

  it('loads and starts a container once, however often its step is asked for', async () => {
    const { page, container, runScript } = fakePage();
    const containers = createStepContainers(() => page);
    containers.registerRemotes([CALCULATOR]);
    await Promise.all([containers.loadRemote('calculator/app'), containers.loadRemote('calculator/app')]);
    await containers.loadRemote('calculator/app');
    expect(runScript).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(container.get).toHaveBeenCalledTimes(3);
  });

  it('loads a container script again after it failed, so that a retry can succeed', async () => {
    const { page, runScript, fail } = fakePage({ fail: new Set([CALCULATOR.entry]) });
    const containers = createStepContainers(() => page);
    containers.registerRemotes([CALCULATOR]);
    await expect(containers.loadRemote('calculator/app')).rejects.toThrow(
      `The container script ${CALCULATOR.entry} could not be loaded`,
    );
    fail.clear();
    await expect(containers.loadRemote('calculator/app')).resolves.toMatchObject(lifecycle);
    expect(runScript).toHaveBeenCalledTimes(2);
  });

  it('refuses a script that defines no container, and a step that is not registered', async () => {
    const { page } = fakePage({ defines: false });
    const containers = createStepContainers(() => page);
    containers.registerRemotes([CALCULATOR]);
    await expect(containers.loadRemote('calculator/app')).rejects.toThrow(
      `${CALCULATOR.entry} defines no container greencard_calculator`,
    );
    await expect(containers.loadRemote('points/app')).rejects.toThrow('points/app: no step points is registered');
  });

  it('does not take a global left by an earlier script for the container of a new attempt', async () => {
    const { page } = fakePage({ defines: false });
    page.globals.greencard_calculator = { init: () => undefined, get: async () => () => 'stale' };
    const containers = createStepContainers(() => page);
    containers.registerRemotes([CALCULATOR]);
    await expect(containers.loadRemote('calculator/app')).rejects.toThrow('defines no container');
  });
});

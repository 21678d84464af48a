/** @jest-environment node */
import { TEST_REGISTRY } from '../../src/testing/stepRegistry';
import { parseRegistry } from '../remotes';
import { JOURNEY_MAJOR, stepManifest } from '../testing';
import { createRegistryJudge } from './judgeRegistry';
import { refusalReason } from './registryRefusal';

const REACT = { name: 'react', version: '18.3.1', requiredVersion: '^18.3.1', singleton: true };
const SHELL = { name: 'shell', shared: [REACT], metaData: { greencard: { journeyMajor: JOURNEY_MAJOR } } };
const fitFor = (step: string) => stepManifest(step, { shared: [REACT] });

/** A registry of the five steps, each build at its own version folder, changed by `changes`. */
const registryWith = (changes: Record<string, unknown> = {}) =>
  parseRegistry(
    JSON.stringify({
      ...Object.fromEntries(
        Object.entries(TEST_REGISTRY).map(([step, entry], index) => [
          step,
          { ...entry, manifest: `http://127.0.0.1:${9001 + index}/mf-manifest.json` },
        ]),
      ),
      ...changes,
    }),
  );

/** Step servers answering each manifest URL with `manifests[url]`, else a build fit for its step; counts the loads. */
function stepServers(manifests: Record<string, unknown> = {}) {
  const loads: string[] = [];
  const byPort = Object.fromEntries(Object.keys(TEST_REGISTRY).map((step, index) => [String(9001 + index), step]));
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input);
    loads.push(url);
    if (url in manifests) {
      const answer = manifests[url];
      if (answer instanceof Error) throw answer;
      return typeof answer === 'number' ? new Response('', { status: answer }) : Response.json(answer);
    }
    return Response.json(fitFor(byPort[new URL(url).port] as string));
  }) as typeof fetch;
  return { fetchImpl, loads };
}

async function refusalOf(promise: Promise<void>) {
  try {
    await promise;
  } catch (error) {
    return { reason: refusalReason(error), message: (error as Error).message };
  }
  return undefined;
}

const POINTS_NEXT = 'http://127.0.0.1:9004/1.1.0+next/mf-manifest.json';
const pointsAt = (manifest: string) => ({
  points: {
    ...TEST_REGISTRY.points,
    manifest: 'http://127.0.0.1:9004/mf-manifest.json',
    trial: { ...TEST_REGISTRY.points, manifest, share: 10 },
  },
});
const versioned = (changes: Record<string, unknown>) => ({
  ...fitFor('points'),
  ...changes,
  metaData: {
    greencard: {
      journeyMajor: JOURNEY_MAJOR,
      version: '1.1.0',
      build: 'next',
      ...((changes.metaData as { greencard?: object } | undefined)?.greencard ?? {}),
    },
  },
});

describe("the server's judge of a registry", () => {
  it('lets a registry whose every build passes the release checks go live', async () => {
    const { fetchImpl, loads } = stepServers();
    await expect(createRegistryJudge({ shell: SHELL, fetchImpl })(registryWith())).resolves.toBeUndefined();
    expect(loads).toHaveLength(5);
  });

  it.each<[string, unknown, string]>([
    [
      'built for another journey major',
      versioned({ metaData: { greencard: { journeyMajor: JOURNEY_MAJOR + 1 } } }),
      `it was built for journey major ${JOURNEY_MAJOR + 1}, and the shell runs journey major ${JOURNEY_MAJOR}`,
    ],
    [
      'needing another React major',
      versioned({ shared: [{ ...REACT, requiredVersion: '^19.0.0' }] }),
      'it needs react ^19.0.0, and the shell provides 18.3.1',
    ],
    ['of another remote', versioned({ name: 'payment' }), 'its manifest is for the remote "payment", not "points"'],
    ['exposing no ./app', versioned({ exposes: [] }), 'it does not expose ./app'],
    [
      'saying it is another build',
      versioned({ metaData: { greencard: { journeyMajor: JOURNEY_MAJOR, version: '1.1.0', build: 'other' } } }),
      'its manifest says it is build 1.1.0+other, not 1.1.0+next',
    ],
  ])('refuses a registry with a trial build %s, naming the build and the problem', async (_case, manifest, problem) => {
    const { fetchImpl } = stepServers({ [POINTS_NEXT]: manifest });
    const refused = await refusalOf(
      createRegistryJudge({ shell: SHELL, fetchImpl })(registryWith(pointsAt(POINTS_NEXT))),
    );
    expect(refused).toEqual({ reason: 'build', message: expect.stringContaining(`points ${POINTS_NEXT}: ${problem}`) });
  });

  it('refuses a registry whose build cannot be loaded, and tries it again once retryMs has passed', async () => {
    let now = 0;
    const manifests: Record<string, unknown> = { [POINTS_NEXT]: new Error('connect ECONNREFUSED') };
    const { fetchImpl, loads } = stepServers(manifests);
    const judge = createRegistryJudge({ shell: SHELL, fetchImpl, retryMs: 5000, now: () => now });
    const registry = registryWith(pointsAt(POINTS_NEXT));
    expect(await refusalOf(judge(registry))).toEqual({
      reason: 'unreachable',
      message: expect.stringContaining(`points ${POINTS_NEXT}: connect ECONNREFUSED`),
    });
    manifests[POINTS_NEXT] = 404;
    now = 4999;
    expect(await refusalOf(judge(registry))).toMatchObject({
      reason: 'unreachable',
      message: expect.stringContaining('ECONNREFUSED'),
    });
    now = 5000;
    expect(await refusalOf(judge(registry))).toMatchObject({
      reason: 'unreachable',
      message: expect.stringContaining('HTTP 404'),
    });
    manifests[POINTS_NEXT] = versioned({});
    now = 10_000;
    await expect(judge(registry)).resolves.toBeUndefined();
    expect(loads.filter((url) => url === POINTS_NEXT)).toHaveLength(3);
  });

  it('loads each build once: a build folder never changes', async () => {
    const { fetchImpl, loads } = stepServers();
    const judge = createRegistryJudge({ shell: SHELL, fetchImpl });
    await judge(registryWith());
    await judge(registryWith());
    expect(loads).toHaveLength(5);
  });

  it("holds every build to the shell's manifest: without one, none goes live", async () => {
    const { fetchImpl } = stepServers();
    expect(await refusalOf(createRegistryJudge({ shell: {}, fetchImpl })(registryWith()))).toMatchObject({
      reason: 'build',
      message: expect.stringContaining("the shell's mf-manifest.json names no journey major"),
    });
  });

  it('loads a build from the origin the server reaches it on, when the registry names one buyers open', async () => {
    const { fetchImpl, loads } = stepServers();
    const serverOrigins = new Map([['http://127.0.0.1:9001', 'http://127.0.0.1:9004']]);
    const refused = await refusalOf(createRegistryJudge({ shell: SHELL, fetchImpl, serverOrigins })(registryWith()));
    // The points server answers for the calculator's build: the calculator's manifest was loaded from it.
    expect(loads[0]).toBe('http://127.0.0.1:9004/mf-manifest.json');
    expect(refused).toMatchObject({
      reason: 'build',
      message: expect.stringContaining('its manifest is for the remote "points", not "calculator"'),
    });
  });

  it("loads no manifest named by a path: it is the shell's own file", async () => {
    const { fetchImpl, loads } = stepServers();
    const registry = registryWith({
      calculator: { ...TEST_REGISTRY.calculator, manifest: '/no-federation/calculator/mf-manifest.json' },
    });
    await expect(createRegistryJudge({ shell: SHELL, fetchImpl })(registry)).resolves.toBeUndefined();
    expect(loads).toHaveLength(4);
  });
});

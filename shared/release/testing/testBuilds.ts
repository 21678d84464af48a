// Manifests as the shared build config writes them, and builds of the points step served as its server serves them,
// for the release tests.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStaticServer } from '@greencard/serve';
import { pageLibraries, sharedSingletons } from '@greencard/build/sharedScope';

interface SharedEntry {
  name: string;
  version: string;
  requiredVersion: string;
  singleton: boolean;
}

const entries = (shared: Record<string, Omit<SharedEntry, 'name'>>): SharedEntry[] =>
  Object.entries(shared).map(([name, { version, requiredVersion, singleton }]) => ({
    name,
    version,
    requiredVersion,
    singleton,
  }));

export function shellManifest({ journeyMajor = 1 } = {}) {
  return {
    id: 'shell',
    name: 'shell',
    metaData: { name: 'shell', greencard: { journeyMajor, version: '1.0.0', build: 'aaa1111' } },
    shared: entries(sharedSingletons()),
    remotes: [],
    exposes: [],
  };
}

export function stepManifest(step: string, version = '1.0.0', build = 'bbb2222', { journeyMajor = 1 } = {}) {
  return {
    id: step,
    name: step,
    metaData: {
      name: step,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'var' },
      publicPath: 'auto',
      greencard: { journeyMajor, version, build },
    },
    // A step also shares the page's libraries, which the shell does not provide.
    shared: entries({ ...sharedSingletons(), ...pageLibraries() }),
    remotes: [],
    exposes: [{ id: `${step}:app`, name: 'app', path: './app', assets: { js: { sync: [], async: [] } } }],
  };
}

/** The points step's pages and its place in the journey, as every build of it here declares them. */
const POINTS_ROUTES = [
  { page: 'points', path: '/points', layout: 'default', step: 'points', title: { uk: 'Бали', en: 'Points' } },
];
const POINTS_JOURNEY = { label: { uk: 'Бали', en: 'Points' }, follows: 'confirm', needs: ['signed'] };

/** Every build's container script here, and the hash a release pins it by. */
const ENTRY_SCRIPT = 'var greencard_points;';
export const ENTRY_INTEGRITY = `sha384-${createHash('sha384').update(ENTRY_SCRIPT).digest('base64')}`;

/** The points step's registry entry for the build whose manifest is at `manifest` (pinned, as a release writes it). */
export const pointsEntry = (manifest: string, { pinned = true } = {}) => ({
  manifest,
  ...(pinned ? { integrity: ENTRY_INTEGRITY } : {}),
  routes: POINTS_ROUTES,
  journey: POINTS_JOURNEY,
  calls: [] as unknown[],
});

/**
 * Builds of the points step, each `[version, build id, what its step.json adds]` in its build folder, served by a
 * step's static server on a free port, and the shell's manifest in a file beside them.
 */
export async function servedPointsBuilds(builds: [version: string, id: string, stepJson?: Record<string, unknown>][]) {
  const root = mkdtempSync(path.join(tmpdir(), 'points-builds-'));
  const dist = path.join(root, 'dist');
  for (const [version, id, stepJson = {}] of builds) {
    const folder = path.join(dist, `${version}+${id}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(stepManifest('points', version, id)));
    writeFileSync(path.join(folder, 'remoteEntry.js'), ENTRY_SCRIPT);
    writeFileSync(path.join(folder, 'routes.json'), JSON.stringify(POINTS_ROUTES));
    writeFileSync(path.join(folder, 'step.json'), JSON.stringify({ journey: POINTS_JOURNEY, calls: [], ...stepJson }));
  }
  const shellManifestFile = path.join(root, 'shell-manifest.json');
  writeFileSync(shellManifestFile, JSON.stringify(shellManifest()));
  const server = await createStaticServer({ root: dist, cors: true });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { root, origin, shellManifestFile, close: () => server.close() };
}

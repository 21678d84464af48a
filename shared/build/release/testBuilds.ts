// Manifests as the shared build config writes them, for the release tests.
import { pageLibraries, sharedSingletons } from '../sharedScope';

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

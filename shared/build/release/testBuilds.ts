// Manifests as the shared build config writes them, for the release tests.
import { sharedSingletons } from '../sharedScope';

const singletons = () =>
  Object.entries(sharedSingletons()).map(([name, { version, requiredVersion }]) => ({
    name,
    version,
    requiredVersion,
    singleton: true,
  }));

export function shellManifest({ journeyMajor = 1 } = {}) {
  return {
    id: 'shell',
    name: 'shell',
    metaData: { name: 'shell', greencard: { journeyMajor, version: '1.0.0', build: 'aaa1111' } },
    shared: singletons(),
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
    shared: singletons(),
    remotes: [],
    exposes: [{ id: `${step}:app`, name: 'app', path: './app', assets: { js: { sync: [], async: [] } } }],
  };
}

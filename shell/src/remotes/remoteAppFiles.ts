// The files a step's `./app` needs before it can mount, as its build's mf-manifest.json lists them. The shop server
// announces them for the current step (preload) and the page fetches them ahead for the next one (prefetch): both
// read the list here, so they always name the same files.

import { EXPOSED } from '@greencard/build/exposedModules';
import { remoteEntryUrl } from './remoteEntry';

/** One file, with how the browser will ask for it: as a script or a stylesheet. */
export interface RemoteFile {
  href: string;
  as: 'script' | 'style';
}

/** As much of a federation manifest as this reads. */
export interface FederationManifest {
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * A remote's container script (the one the federation runtime loads, see remoteEntry.ts) and the sync chunks of its
 * `./app`, as absolute URLs beside the manifest. The manifest itself is not among them: only the shop server and the
 * prefetcher read it, each with its own request; the page's runtime never asks for it.
 */
export function remoteAppFiles(manifestUrl: string, manifest: FederationManifest): RemoteFile[] {
  const base = new URL('.', manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const files: RemoteFile[] = [{ href: remoteEntryUrl(manifestUrl), as: 'script' }];
  const app = manifest.exposes?.find((e) => e.path === EXPOSED.app);
  for (const file of app?.assets?.js?.sync ?? []) files.push({ href: at(file), as: 'script' });
  for (const file of app?.assets?.css?.sync ?? []) files.push({ href: at(file), as: 'style' });
  return files;
}

// The files a step's `./app` needs before it can mount, as its build's mf-manifest.json lists them. The shop server
// announces them for the current step (preload) and the page fetches them ahead for the next one (prefetch): both
// read the list here, so they always name the same files.

import { EXPOSED } from '@greencard/build/exposedModules';

/** One file, with how the browser will ask for it: the manifest by fetch, the rest as scripts and stylesheets. */
export interface RemoteFile {
  href: string;
  as: 'script' | 'style' | 'fetch';
}

/** As much of a federation manifest as this reads. */
export interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** A remote's manifest, its entry and the sync chunks of its `./app`, as absolute URLs beside the manifest. */
export function remoteAppFiles(manifestUrl: string, manifest: FederationManifest): RemoteFile[] {
  const base = new URL('.', manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const entry = manifest.metaData?.remoteEntry;
  const files: RemoteFile[] = [{ href: manifestUrl, as: 'fetch' }];
  if (entry?.name) files.push({ href: at(`${entry.path ? `${entry.path}/` : ''}${entry.name}`), as: 'script' });
  const app = manifest.exposes?.find((e) => e.path === EXPOSED.app);
  for (const file of app?.assets?.js?.sync ?? []) files.push({ href: at(file), as: 'script' });
  for (const file of app?.assets?.css?.sync ?? []) files.push({ href: at(file), as: 'style' });
  return files;
}

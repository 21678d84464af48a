// The files a step's `./app` needs before it can mount in a language, as its build's mf-manifest.json lists them. The shop server
// announces them for the current step (preload) and the page fetches them ahead for the next one (prefetch): both
// read the list here, so they always name the same files.

import type { Locale } from '@greencard/domain';
import { EXPOSED, isTextsChunkFile, REMOTE_ENTRY } from '@greencard/step-contract/exposedModules';

/**
 * One file, with how the browser will ask for it: as a script or a stylesheet, and for a step's file with CORS
 * (`crossorigin`), as the step's loader asks for it to check its integrity: a hint asked for otherwise is not used.
 */
export interface RemoteFile {
  href: string;
  as: 'script' | 'style';
  crossOrigin?: true;
  /** The file's Subresource Integrity, as its build's manifest lists it: the loader asks for the file with it. */
  integrity?: string;
}

/** As much of a federation manifest as this reads. */
export interface FederationManifest {
  exposes?: { path?: string; assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[] } } }[];
  metaData?: { remoteEntry?: unknown; greencard?: { integrity?: Record<string, string> } };
}

/**
 * A remote's container script (the one the shell loads, stepContainers.ts), the sync chunks of its
 * `./app` and its texts in `locale` (the chunk its mount waits for), as absolute URLs beside the manifest. The manifest itself is not among them: only the shop server and the
 * prefetcher read it, each with its own request; the page's runtime never asks for it.
 */
export function remoteAppFiles(manifestUrl: string, manifest: FederationManifest, locale: Locale): RemoteFile[] {
  const base = new URL('.', manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const integrityOf = new Map(
    Object.entries(manifest.metaData?.greencard?.integrity ?? {}).map(([file, integrity]) => [at(file), integrity]),
  );
  const files: RemoteFile[] = [{ href: remoteEntryUrl(manifestUrl), as: 'script' }];
  const app = manifest.exposes?.find((e) => e.path === EXPOSED.app);
  for (const file of app?.assets?.js?.sync ?? []) files.push({ href: at(file), as: 'script' });
  for (const file of app?.assets?.js?.async ?? []) {
    if (isTextsChunkFile(file, locale)) files.push({ href: at(file), as: 'script' });
  }
  for (const file of app?.assets?.css?.sync ?? []) files.push({ href: at(file), as: 'style' });
  // Only files of the build's own folder: its release's checks refuse a manifest naming others, and a manifest
  // changed after them names nothing the shop server or the page would fetch elsewhere (docs/step-release.md).
  return files
    .filter((file) => file.href.startsWith(base.href))
    .map((file) => {
      const integrity = integrityOf.get(file.href);
      return { ...file, crossOrigin: true, ...(integrity ? { integrity } : {}) };
    });
}

/** The build's container script: every step build writes it beside its manifest (shared/build). */
export const remoteEntryUrl = (manifestUrl: string, base?: string): string =>
  new URL(REMOTE_ENTRY, new URL(manifestUrl, base)).href;

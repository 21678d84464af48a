import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SharedVersion } from './sharedLibraries';

/**
 * The libraries the shell's browser build shares, with their versions, from its mf-manifest.json: the server lends a
 * step's server container the same ones. A shell served without its build's manifest lends none, and renders steps
 * in the browser only.
 */
export function shellSharedLibraries(distDir: string): SharedVersion[] {
  const file = path.join(distDir, 'mf-manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { shared?: SharedVersion[] };
  return (manifest.shared ?? []).map(({ name, version }) => ({ name, version }));
}

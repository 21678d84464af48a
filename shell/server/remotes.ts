import { readFile, stat } from 'node:fs/promises';
import { STEP_NAMES, type StepName } from '../src/routing/routes';

/** remotes.json: where each step module's current build is, as an mf-manifest.json URL. */
export type RemoteRegistry = Record<StepName, string>;

export function parseRegistry(text: string): RemoteRegistry {
  const value: unknown = JSON.parse(text);
  if (!value || typeof value !== 'object') throw new Error('remotes.json must be an object');
  const registry = {} as RemoteRegistry;
  for (const name of STEP_NAMES) {
    const entry = (value as Record<string, unknown>)[name];
    if (typeof entry !== 'string' || !/^https?:\/\/|^\//.test(entry)) {
      throw new Error(`remotes.json: "${name}" must be the URL of its mf-manifest.json`);
    }
    registry[name] = entry;
  }
  return registry;
}

/** Reads the registry, re-reading only when the file changes, and keeps the last good one if an edit is broken. */
export function createRegistryReader(file: string) {
  let cached: { mtimeMs: number; registry: RemoteRegistry } | undefined;
  return async function readRegistry(): Promise<RemoteRegistry> {
    const { mtimeMs } = await stat(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.registry;
    try {
      const registry = parseRegistry(await readFile(file, 'utf8'));
      cached = { mtimeMs, registry };
      return registry;
    } catch (error) {
      if (cached) {
        console.error(`Ignoring a broken ${file}: ${String(error)}`);
        return cached.registry;
      }
      throw error;
    }
  };
}

export const registryOrigins = (registry: RemoteRegistry): string[] =>
  [...new Set(Object.values(registry).filter((u) => /^https?:/.test(u)).map((u) => new URL(u).origin))];

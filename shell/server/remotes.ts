import { readFile, stat } from 'node:fs/promises';
import {
  isStepName,
  parseStepJourney,
  parseStepRoutes,
  plannedJourney,
  STEP_NAME_RULE,
  type PlannedStep,
  type StepName,
} from '@greencard/i18n';
import { parseStepCalls } from '@greencard/build/release/stepCalls';
import { registryCalls, type RegistryCalls } from './gateway/registryCalls';
import { registryRoutes, type RegistryEntry, type RemoteRegistry } from '../src/remotes/registry';
import type { RouteTable } from '../src/routing/routeTable';

export type { RegistryEntry, RemoteRegistry } from '../src/remotes/registry';

/**
 * A registry as the server uses it: the file's entries, the route table they make with the shell's pages, and the
 * journey their step.json make.
 */
export interface LoadedRegistry {
  registry: RemoteRegistry;
  routes: RouteTable;
  journey: PlannedStep[];
  /** The insurer calls the steps declare, by "METHOD /path", each with its one owner (the gateway's allow-list). */
  calls: RegistryCalls;
}

/** An entry: the build's manifest, and what its routes.json and step.json declare (docs/step-release.md). */
const ENTRY_KEYS = ['manifest', 'routes', 'journey', 'calls'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function parseEntry(value: unknown, step: StepName): RegistryEntry {
  if (typeof value === 'string') {
    throw new Error(
      `"${step}" is a bare manifest URL, the format before steps declared their pages: it must be ` +
        `{ "manifest": "${value}", "routes": [the build's routes.json] }`,
    );
  }
  if (!isObject(value)) throw new Error(`"${step}" must be { "manifest": "<url>", "routes": [...], "journey": {...}, "calls": [...] }`);
  const unknown = Object.keys(value).filter((key) => !ENTRY_KEYS.includes(key));
  if (unknown.length) throw new Error(`"${step}": unknown ${unknown.map((k) => `"${k}"`).join(', ')}`);
  const { manifest } = value;
  if (typeof manifest !== 'string' || !/^https?:\/\/|^\//.test(manifest)) {
    throw new Error(`"${step}": "manifest" must be the URL of its mf-manifest.json`);
  }
  return {
    manifest,
    routes: parseStepRoutes(value.routes, `"${step}"`),
    journey: parseStepJourney(value.journey, `"${step}"`),
    calls: parseStepCalls(value.calls, step),
  };
}

/** A page's indicator step is a step of this registry. */
function checkIndicatorSteps(registry: RemoteRegistry) {
  for (const [step, entry] of Object.entries(registry)) {
    for (const route of entry.routes) {
      if (route.step !== undefined && !(route.step in registry)) {
        throw new Error(`"${step}" page "${route.page}": "step" names "${route.step}", which is not a step of the registry`);
      }
    }
  }
}

/**
 * remotes.json, checked: its keys are the journey's steps, each with its manifest, routes and journey; no path claimed
 * twice, and the journeys make one order (docs/step-release.md).
 */
export function parseRegistry(text: string): LoadedRegistry {
  const value: unknown = JSON.parse(text);
  if (!isObject(value)) throw new Error('remotes.json must be an object');
  try {
    const misnamed = Object.keys(value).filter((key) => !isStepName(key));
    if (misnamed.length) {
      throw new Error(`${misnamed.map((k) => JSON.stringify(k)).join(', ')} is no step name (${STEP_NAME_RULE})`);
    }
    const registry: RemoteRegistry = {};
    for (const [step, entry] of Object.entries(value)) registry[step] = parseEntry(entry, step);
    checkIndicatorSteps(registry);
    return { registry, routes: registryRoutes(registry), journey: plannedJourney(registry), calls: registryCalls(registry) };
  } catch (error) {
    throw new Error(`remotes.json: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Reads the registry, re-reading only when the file changes, and keeps the last good one if an edit is broken. */
export function createRegistryReader(file: string, log: (message: string) => void = console.error) {
  let cached: { mtimeMs: number; loaded: LoadedRegistry } | undefined;
  let refused: number | undefined;
  return async function readRegistry(): Promise<LoadedRegistry> {
    const { mtimeMs } = await stat(file);
    if (cached && (cached.mtimeMs === mtimeMs || refused === mtimeMs)) return cached.loaded;
    try {
      const loaded = parseRegistry(await readFile(file, 'utf8'));
      cached = { mtimeMs, loaded };
      return loaded;
    } catch (error) {
      if (cached) {
        // Said once per broken edit, not once per page view.
        refused = mtimeMs;
        log(`Ignoring a broken ${file}, keeping the last good one: ${error instanceof Error ? error.message : String(error)}`);
        return cached.loaded;
      }
      throw error;
    }
  };
}

export const registryOrigins = (registry: RemoteRegistry): string[] => [
  ...new Set(
    Object.values(registry)
      .map((entry) => entry.manifest)
      .filter((url) => /^https?:/.test(url))
      .map((url) => new URL(url).origin),
  ),
];

// The server is the judge of a registry (docs/step-release.md, "What the server checks again"): whatever wrote the
// file, every build it names must pass the checks `npm run release` makes of its mf-manifest.json (its name, ./app
// exposed, the shared versions the shell provides, the journey major), with the release's own code. A registry whose
// build fails one, or whose build cannot be loaded to be judged, is refused as a whole.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { integrityOf } from '@greencard/release/registryEntry';
import { REMOTE_ENTRY } from '@greencard/step-contract/exposedModules';
import { releaseProblems, type Manifest } from '@greencard/release/releaseProblems';
import { buildOfManifest, UNKNOWN_BUILD } from '../observability/stepBuild';
import { fetchBuildFile } from '../page/buildFiles';
import type { StepBuild } from '../../src/remotes/registry';
import { messageOf, refusal, registryBuilds, type ParsedRegistry } from './registry';

/**
 * The manifest of the shell built into `distDir`, read once at start as the page template is (a shell build is a new
 * deployment); without one (a folder that is no federation build), an empty
 * manifest, against which every build fails its journey check and so is refused, never let through unjudged.
 */
export function shellManifestOf(distDir: string): Manifest {
  try {
    return JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

export interface JudgeOptions {
  /** The shell's own mf-manifest.json, which every build is judged against. */
  shell: Manifest;
  /** How a build's files are loaded: through REMOTE_SERVER_ORIGINS in the server (fetchThroughServerOrigins). */
  fetchImpl?: typeof fetch;
  /** How long one manifest may take to load. */
  timeoutMs?: number;
  /** How long a build that could not be loaded stays unjudged before it is tried again. */
  retryMs?: number;
  now?: () => number;
}

/**
 * What the checks found in one build (a build folder never changes, so once is enough) and the hash of the container
 * script it serves, or why it was not judged.
 */
type Verdict = { problems: string[]; integrity: string } | { unreachable: string; at: number };

/** A build as judged: its step, and the hash its release pinned its container script by, if the registry names one. */
type Build = Pick<StepBuild, 'manifest' | 'integrity'> & { step: string };

/**
 * A judge of registries: resolves when every build of the registry may go live, throws a refusal naming each build
 * and what is wrong (reason "build": its manifest fails the release's checks, or its container script is not the one
 * its release pinned), or each build it could not load (reason "unreachable") otherwise.
 */
export function createRegistryJudge({
  shell,
  fetchImpl = fetch,
  timeoutMs = 3000,
  retryMs = 5000,
  now = Date.now,
}: JudgeOptions) {
  const verdicts = new Map<string, Promise<Verdict>>();
  const fetched = (url: string) => fetchBuildFile(url, timeoutMs, fetchImpl);

  const judgeBuild = async ({ step, manifest: url }: Build): Promise<Verdict> => {
    let manifest: Manifest;
    let integrity: string;
    try {
      manifest = (await (await fetched(url)).json()) as Manifest;
      if (!manifest || typeof manifest !== 'object') throw new Error('not a federation manifest');
      // The container script the page loads, beside the manifest: what buyers run is the file judged here.
      integrity = integrityOf(Buffer.from(await (await fetched(new URL(REMOTE_ENTRY, url).href)).arrayBuffer()));
    } catch (error) {
      return { unreachable: messageOf(error), at: now() };
    }
    // A build served without a version folder (a step's dev server) is the version its manifest says it is.
    const [folder, own] = [buildOfManifest(url), manifest.metaData?.greencard];
    const version = folder === UNKNOWN_BUILD ? `${String(own?.version)}+${String(own?.build)}` : folder;
    return { problems: releaseProblems({ step, version, manifest, shell }), integrity };
  };

  const verdictOf = async (build: Build): Promise<Verdict> => {
    const known = verdicts.get(build.manifest);
    const verdict = known && (await known);
    if (verdict && !('unreachable' in verdict && now() - verdict.at >= retryMs)) return verdict;
    const judging = judgeBuild(build);
    verdicts.set(build.manifest, judging);
    return judging;
  };

  /** The build's problems, with a container script that is not the one its release pinned. */
  const problemsOf = (build: Build, verdict: Verdict): string[] => {
    if (!('problems' in verdict)) return [];
    const changed = build.integrity !== undefined && build.integrity !== verdict.integrity;
    return changed
      ? [...verdict.problems, `its ${REMOTE_ENTRY} is not the file its release pinned: it changed after its release`]
      : verdict.problems;
  };

  /**
   * Resolves with the hash of each build's container script, by manifest URL (what the page has the browser check),
   * when every build may go live; throws a refusal otherwise.
   */
  return async function judgeRegistry(loaded: ParsedRegistry): Promise<ReadonlyMap<string, string>> {
    // Every build a buyer may get, each step's own and its trial's; manifests named by a path are the shell's own files.
    const builds = registryBuilds(loaded.registry).filter(({ manifest }) => /^https?:\/\//.test(manifest));
    const judged = await Promise.all(builds.map(async (build) => ({ build, verdict: await verdictOf(build) })));
    // Only the builds of registries still being read are remembered: a build left out of the file is not kept.
    const named = new Set(builds.map((build) => build.manifest));
    for (const url of verdicts.keys()) if (!named.has(url)) verdicts.delete(url);
    const listed = (lines: string[]) => lines.map((line) => `  - ${line}`).join('\n');
    const failing = judged.flatMap(({ build, verdict }) =>
      problemsOf(build, verdict).map((problem) => `${build.step} ${build.manifest}: ${problem}`),
    );
    if (failing.length) throw refusal('build', `a build may not go live:\n${listed(failing)}`);
    const unloaded = judged.flatMap(({ build, verdict }) =>
      'unreachable' in verdict ? [`${build.step} ${build.manifest}: ${verdict.unreachable}`] : [],
    );
    if (unloaded.length) throw refusal('unreachable', `a build could not be loaded to be judged:\n${listed(unloaded)}`);
    return new Map(
      judged.flatMap(({ build, verdict }) => ('integrity' in verdict ? [[build.manifest, verdict.integrity]] : [])),
    );
  };
}

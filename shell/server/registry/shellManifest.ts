// The shell's own mf-manifest.json, which the registry's judge holds every build to: the shared packages it provides
// and its journey major. Read once at start, as the page template is: a shell build is a new deployment.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from '@greencard/release/releaseProblems';

/**
 * The manifest of the shell built into `distDir`; without one (a folder that is no federation build), an empty
 * manifest, against which every build fails its journey check and so is refused, never let through unjudged.
 */
export function shellManifestOf(distDir: string): Manifest {
  try {
    return JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

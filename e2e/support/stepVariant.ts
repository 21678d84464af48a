// A step team's next build, made the way that team makes it: a copy of the step and the shared packages with the
// team's edits (and the other steps' declarations), built alone with the step's own webpack config (neither minified
// nor compressed: quickProductionBuild.cjs). The repository itself is never touched, and the
// copy uses the installed dependencies (linked), so no install is needed; a dependency the team has at another
// version is a copy of the installed one under that version number (what the page's share scope goes by).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './shop';

export interface Edit {
  /** A file of the repository, relative to its root. */
  file: string;
  from: string | RegExp;
  to: string;
}

export interface StepVariant {
  /** The copy's folder of the step, as the team has it: its sources with the edits, its tests, its dist/. */
  stepFolder: string;
  /** The copy's dist/ of the step: what the team's static server serves. */
  dist: string;
  /** The build's version folder in it. */
  folder: string;
}

const ROOT_FILES = ['package.json', 'tsconfig.base.json', 'lerna.json'];

/**
 * node_modules of the copy: the installed packages, but the @greencard ones from the copy's own folders, and each
 * package of `versions` copied with its package.json saying that version.
 */
function linkDependencies(copy: string, versions: Record<string, string>) {
  const modules = path.join(copy, 'node_modules');
  mkdirSync(path.join(modules, '@greencard'), { recursive: true });
  for (const entry of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '@greencard' || entry === '.bin') continue;
    const installed = path.join(ROOT, 'node_modules', entry);
    const version = versions[entry];
    if (version === undefined) {
      symlinkSync(installed, path.join(modules, entry));
      continue;
    }
    cpSync(installed, path.join(modules, entry), { recursive: true, dereference: true });
    const manifest = path.join(modules, entry, 'package.json');
    writeFileSync(manifest, JSON.stringify({ ...JSON.parse(readFileSync(manifest, 'utf8')), version }, null, 2));
  }
  for (const pkg of readdirSync(path.join(copy, 'shared'))) {
    symlinkSync(path.join(copy, 'shared', pkg), path.join(modules, '@greencard', pkg));
  }
}

/**
 * Copies `step` and shared/, applies the edits (each must match), builds the step with BUILD_ID `buildId`; `versions`
 * names installed packages (unscoped) the team has at another version.
 */
export function buildStepVariant(
  step: string,
  edits: Edit[],
  buildId: string,
  versions: Record<string, string> = {},
): StepVariant {
  const copy = mkdtempSync(path.join(tmpdir(), `greencard-${step}-`));
  const skip = (source: string) => !/[\\/](node_modules|dist|dist-sourcemaps|\.cache|coverage)([\\/]|$)/.test(source);
  cpSync(path.join(ROOT, 'shared'), path.join(copy, 'shared'), { recursive: true, filter: skip });
  cpSync(path.join(ROOT, `mf-${step}`), path.join(copy, `mf-${step}`), { recursive: true, filter: skip });
  for (const file of ROOT_FILES) cpSync(path.join(ROOT, file), path.join(copy, file));
  // The other steps' declarations, as the team's checkout has them: its tests walk the whole journey.
  for (const other of readdirSync(ROOT).filter((name) => name.startsWith('mf-') && name !== `mf-${step}`)) {
    for (const file of ['step.json', 'routes.json']) {
      if (existsSync(path.join(ROOT, other, file))) cpSync(path.join(ROOT, other, file), path.join(copy, other, file));
    }
  }
  linkDependencies(copy, versions);
  for (const { file, from, to } of edits) {
    const target = path.join(copy, file);
    const text = readFileSync(target, 'utf8');
    const edited = text.replace(from, to);
    if (edited === text) throw new Error(`the edit of ${file} matched nothing: ${String(from)}`);
    writeFileSync(target, edited);
  }
  const build = spawnSync(process.execPath, [path.join(__dirname, 'quickProductionBuild.cjs')], {
    cwd: path.join(copy, `mf-${step}`),
    env: { ...process.env, BUILD_ID: buildId },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the ${step} build failed: ${build.stderr}\n${build.stdout}`);
  const dist = path.join(copy, `mf-${step}`, 'dist');
  const folder = readdirSync(dist).find((name) => name.endsWith(`+${buildId}`));
  if (!folder) throw new Error(`no build folder ending in +${buildId} in ${dist}`);
  return { stepFolder: path.join(copy, `mf-${step}`), dist, folder };
}

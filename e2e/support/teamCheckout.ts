// A team's own checkout of the repository, for a test that works as the team does: the repository's files as they are
// here (tracked, and new ones git does not ignore), copied to a folder of their own and committed there, so that
// `git status` in it names exactly what the team changed. No install: the installed packages are linked, and a
// workspace's own package (node_modules/@greencard/...) points into the copy, as npm links it.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './shop';

/** One change of a file of the checkout (relative to its root): `from` replaced by `to`, or a new file's `text`. */
export type Change = { file: string; from: string | RegExp; to: string } | { file: string; text: string };

export interface TeamCheckout {
  root: string;
  /** Makes the changes; a `from` that matches nothing throws. */
  change: (changes: Change[]) => void;
  /** Runs a command in the checkout (or in `folder` of it), as the team types it (in `env`, else this process's). */
  run: (command: string, args: string[], folder?: string, env?: NodeJS.ProcessEnv) => SpawnSyncReturns<string>;
  /** The files `git status` names, relative to the checkout's root. */
  changedFiles: () => string[];
}

const git = (cwd: string, args: string[]) => {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
};

/**
 * `from`'s node_modules as a folder of links in `to`: a relative link (a workspace's package) the same, so that it
 * points into the copy; any other package linked where it is installed.
 */
function linkModules(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    const source = path.join(from, entry);
    const target = path.join(to, entry);
    const link = lstatSync(source).isSymbolicLink() ? readlinkSync(source) : undefined;
    if (link !== undefined && !path.isAbsolute(link)) symlinkSync(link, target);
    else if (entry.startsWith('@')) linkModules(source, target);
    else symlinkSync(source, target);
  }
}

export function teamCheckout(): TeamCheckout {
  const root = mkdtempSync(path.join(tmpdir(), 'greencard-checkout-'));
  const files = git(ROOT, ['ls-files', '-z', '--cached', '--others', '--exclude-standard']).split('\0');
  for (const file of files.filter((name) => name && existsSync(path.join(ROOT, name)))) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(root, file));
  }
  const folders = ['.', ...readdirSync(ROOT).flatMap((name) => (name === 'shared' ? [] : [name]))];
  const workspaces = [...folders, ...readdirSync(path.join(ROOT, 'shared')).map((name) => `shared/${name}`)];
  for (const folder of workspaces) {
    const modules = path.join(ROOT, folder, 'node_modules');
    if (existsSync(modules) && existsSync(path.join(root, folder)))
      linkModules(modules, path.join(root, folder, 'node_modules'));
  }
  git(root, ['init', '-q']);
  git(root, ['add', '-A']);
  git(root, ['-c', 'user.name=e2e', '-c', 'user.email=e2e@greencard.test', 'commit', '-q', '-m', 'the checkout']);
  return {
    root,
    change: (changes) => {
      for (const change of changes) {
        const file = path.join(root, change.file);
        if ('text' in change) {
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, change.text);
          continue;
        }
        const text = readFileSync(file, 'utf8');
        const changed = text.replace(change.from, change.to);
        if (changed === text) throw new Error(`the change of ${change.file} matched nothing: ${String(change.from)}`);
        writeFileSync(file, changed);
      }
    },
    // Plain text, as a terminal-less run prints it: Playwright's workers force colours on the programs they start.
    run: (command, args, folder = '.', env = process.env) =>
      spawnSync(command, args, {
        cwd: path.join(root, folder),
        encoding: 'utf8',
        env: { ...env, FORCE_COLOR: '0' },
      }),
    changedFiles: () =>
      git(root, ['status', '--porcelain', '--untracked-files=all'])
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice(3)),
  };
}

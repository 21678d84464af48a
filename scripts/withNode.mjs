// `node scripts/withNode.mjs <command> [args]`: runs the command (`npm ci`, `npm test`, `npm start`) on the Node that
// .nvmrc names, whatever Node starts this script, so a machine whose own Node is another (Node 20 is past its end of
// life; package.json's engines want ^22.15 || >=24) installs, tests and serves the shop on the project's Node without
// npm's engine warnings. It needs nothing installed: that Node comes from the npm registry's `node-<platform>-<arch>`
// package, which also carries the headers node-gyp builds the sandbox's SQLite addon against (npm_config_nodedir), so
// the install downloads nothing from nodejs.org. The addon is built for the Node that ran the install, so the install
// and whatever starts the sandbox go through this script alike (README.md; why .nvmrc names the 22 line:
// docs/deployment.md, "Node").
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const version = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/withNode.mjs <command> [args]');
  process.exit(2);
}

let env = process.env;
if (process.versions.node !== version) {
  const pkg = `node-${process.platform}-${process.arch}`;
  const prefix = path.join(ROOT, '.cache', `node-${version}`);
  const home = path.join(prefix, 'node_modules', pkg);
  const installed =
    existsSync(path.join(home, 'bin', 'node')) ||
    spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, `${pkg}@${version}`], {
      stdio: 'inherit',
    }).status === 0;
  if (!installed) {
    console.error(`Node ${version} (${pkg}) could not be installed from the npm registry`);
    process.exit(1);
  }
  env = {
    ...process.env,
    PATH: `${path.join(home, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    npm_config_nodedir: home,
  };
}
const result = spawnSync(command, args, { stdio: 'inherit', env });
process.exit(result.status ?? 1);

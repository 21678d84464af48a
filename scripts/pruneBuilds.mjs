// `npm run release -- prune`: removes the builds nothing names any more (docs/step-release.md, "Builds that stay"),
// from each step's dist/ or from a build store (one folder per step, as the deployment's step servers publish to),
// by the local release record or a deployed shop's (its release service). The rule is in
// shared/release/retention.js; this is its command line.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { localRegistryFile } from './localShop.mjs';
import { releaseService, teamCredential } from './releaseService.mjs';

const require = createRequire(import.meta.url);
const { fileRecord } = require('../shared/release/record.js');
const { HOLD_MS, KEEP_CHANGES, pruneBuilds } = require('../shared/release/retention.js');
const { STEPS, stepFolder } = require('../shared/build/steps.js');

const ROOT = path.resolve(import.meta.dirname, '..');
// npm runs scripts from the package folder; paths typed by the user are read from where they typed them.
const typedFrom = process.env.INIT_CWD ?? process.cwd();

const USAGE = `Usage: npm run release -- prune [--builds <store>] [--registry <file> | --shop <url>] [--dry-run]

Removes every build folder (<version>+<build id>) that nothing names any more: not one the record runs (a step's
build or its trial), nor one a step's last ${KEEP_CHANGES} changes went from or to (what a rollback goes back to), nor one
a change of the last ${HOLD_MS / 3_600_000} hours named (a buyer's page may still load it), nor one published in the last
${HOLD_MS / 3_600_000} hours (its release may be on its way).

  --builds <store>   a build store: one folder per step (<store>/<step>/<version>+<build id>), as the deployment's step
                     servers publish to (docker/publish-builds.sh); default: each step's mf-<step>/dist
  --registry <file>  the local record (default: the one \`npm start\` runs the shop with)
  --shop <url>       a deployed shop's record, through its release service, with a team's credential from
                     $RELEASE_CREDENTIAL or --credential-file <file>
  --dry-run          print what would be removed, and remove nothing

Run it where the store is written (for compose, the step-builds volume: docs/step-release.md).`;

/** The record's registry and history: the local file's, or a deployed shop's through its release service. */
async function readRecord(values) {
  if (values.shop === undefined) {
    const record = fileRecord(values.registry ? path.resolve(typedFrom, values.registry) : localRegistryFile());
    return { where: record.where, registry: (await record.read())?.registry, history: await record.history() };
  }
  const credential = teamCredential(values['credential-file']);
  if (!credential)
    throw new Error("--shop needs a team's credential: set RELEASE_CREDENTIAL or give --credential-file");
  const service = releaseService(values.shop, credential);
  const [{ registry }, { history }] = await Promise.all([
    service.send({ action: 'registry' }),
    service.send({ action: 'history' }),
  ]);
  return { where: values.shop, registry, history };
}

const STEP_NAME = /^[a-z][a-zA-Z0-9]{0,31}$/;

/** Each step's folder of builds: the store's folders named by a step, or each step's dist/. */
function buildFolders(store) {
  if (store === undefined)
    return Object.fromEntries(STEPS.map((step) => [step, path.join(ROOT, stepFolder(step), 'dist')]));
  const root = path.resolve(typedFrom, store);
  return Object.fromEntries(
    readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && STEP_NAME.test(entry.name))
      .map((entry) => [entry.name, path.join(root, entry.name)]),
  );
}

/** @returns {number} the exit code */
export async function pruneCommand(args) {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        builds: { type: 'string' },
        registry: { type: 'string' },
        shop: { type: 'string' },
        'credential-file': { type: 'string' },
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  try {
    const { where, registry, history } = await readRecord(values);
    const dryRun = values['dry-run'] === true;
    const removed = pruneBuilds({ folders: buildFolders(values.builds), registry, history, dryRun });
    for (const build of removed) console.log(`${dryRun ? 'would remove' : 'removed'} ${build.step}/${build.folder}`);
    const count = `${removed.length} build${removed.length === 1 ? '' : 's'}`;
    console.log(`${dryRun ? `${count} would be removed` : `${count} removed`}, by the record ${where}.`);
    return 0;
  } catch (error) {
    console.error(error.message);
    return 1;
  }
}

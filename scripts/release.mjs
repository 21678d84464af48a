// `npm run release -- <step> <version>`: switches one step of the shop to one of its builds, after checking that
// the build can run next to the shell, or adds a new step; `npm run release -- <step> --withdraw` takes a step out.
// A rollback is a release of the older build (or, for a step that was new, its withdrawal). The checks and the registry edit
// are in shared/build/release/; this is the command line around them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { callChangeLines } from '../shared/build/release/callChanges.js';
import { release, ReleaseRefused, withdraw } from '../shared/build/release/release.js';
import { parseShare } from '../shared/build/release/shareRelease.js';
import { localRegistryFile, runningShop } from './localShop.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// npm runs scripts from the package folder; paths typed by the user are read from where they typed them.
const typedFrom = process.env.INIT_CWD ?? process.cwd();

const USAGE = `Usage: npm run release -- <step> <version> [--share <percent>] [--registry <file>] [--origin <url>] [--shell-manifest <file>]
       npm run release -- <step> --withdraw [--registry <file>]

  <step>     a key of the registry (calculator, contract, confirm, points, payment), or a new step's name
  <version>  the build's folder in mf-<step>/dist, such as 1.0.0+4f3c2a1
  --registry        the registry the shell reads (default: the one \`npm start\` runs the shop with:
                    $REMOTES_FILE, else shell/dist/remotes.json)
  --origin          where that step's dist/ is served, such as http://127.0.0.1:8084
                    (default: where the step's current build is served, from the registry; a new step needs it)
  --shell-manifest  the shell build's mf-manifest.json (default: shell/dist/mf-manifest.json)
  --withdraw        take the step out of the registry: its pages and its place in the journey go with it
  --share           give the build to that percentage (0 to 100) of the buyers who start a journey, the step's
                    other build to the rest; each buyer keeps the build it got. Again with another percentage to
                    widen or narrow it; the older build with --share is a rollback that keeps the new build's
                    buyers on it; a release without --share gives every buyer that build from their next page

Checks that <origin>/<version>/mf-manifest.json loads, exposes ./app, needs only shared packages the shell provides
in versions it accepts, and was built for the shell's journey major, and that the insurer calls its step.json
declares use only the checks the shop server knows and none another step owns; then rewrites that step's registry
entry with the build's routes.json and step.json and prints the calls it adds, removes or changes. A new step joins
where its step.json's journey puts it (docs/step-release.md).
A rollback is a release of the older version; a new step is rolled back by withdrawing it.
Releases by share: docs/step-release.md, "share".`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      registry: { type: 'string' },
      origin: { type: 'string' },
      'shell-manifest': { type: 'string' },
      withdraw: { type: 'boolean' },
      share: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length !== (values.withdraw ? 1 : 2)) {
  console.error(USAGE);
  process.exit(2);
}

const share = values.share === undefined ? undefined : parseShare(values.share);
if (values.share !== undefined && (share === undefined || values.withdraw)) {
  console.error(`--share takes a whole percentage from 0 to 100, for a release (not a withdrawal)\n\n${USAGE}`);
  process.exit(2);
}

const [step, version] = positionals;
const registryFile = values.registry ? path.resolve(typedFrom, values.registry) : localRegistryFile();
const shellManifestFile = path.resolve(
  typedFrom,
  values['shell-manifest'] ?? path.join(ROOT, 'shell/dist/mf-manifest.json'),
);

try {
  if (values.withdraw) {
    const { previous } = withdraw({ step, registryFile });
    console.log(`${step} is withdrawn (it ran ${previous ?? 'nothing'}), in ${registryFile}.`);
    process.exit(0);
  }
  const outcome = await release({ step, version, registryFile, shellManifestFile, origin: values.origin, share });
  if (!outcome.changed) console.log(`${step} is already at ${outcome.manifest}${sharingNote(outcome.sharing)}; ${registryFile} is unchanged.`);
  else if (outcome.sharing) console.log(`${step}${sharingNote(outcome.sharing)}, in ${registryFile}.`);
  else console.log(`${step} now runs ${outcome.manifest} for every buyer (was ${outcome.previous ?? 'nothing'}), in ${registryFile}.`);
  if (outcome.calls) {
    // The shop server's allow-list follows at once: a team sees what it opened or closed.
    const lines = callChangeLines(outcome.calls);
    console.log(lines.length ? `Insurer calls of ${step}:\n${lines.map((line) => `  ${line}`).join('\n')}` : `Insurer calls of ${step}: unchanged.`);
  }
  console.log(shopReading(registryFile));
} catch (error) {
  if (!(error instanceof ReleaseRefused)) throw error;
  console.error(`Release refused; ${registryFile} is unchanged.\n${error.message}`);
  process.exit(1);
}

/** How a step shares its starting buyers between two builds; empty when it does not. */
function sharingNote(shares) {
  if (!shares) return '';
  return (
    `: ${shares.trial} goes to ${shares.share}% of the buyers who start a journey, ${shares.main} to ${100 - shares.share}%;` +
    ' each buyer keeps the build it has'
  );
}

/** Which shop the change reaches: the `npm start` shop that reads the registry, or none that this machine knows of. */
function shopReading(file) {
  const shop = runningShop(file);
  if (shop) return `The shop at ${shop.shopUrl} (npm start, process ${shop.pid}) reads it: its next page has the build.`;
  return (
    `No shop started with \`npm start\` reads ${file} now. A shell server that reads it picks the change up on its ` +
    'next page; `npm start` writes it afresh (each step\'s newest build) when it starts, so release after starting.'
  );
}

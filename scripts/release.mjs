// `npm run release -- <step> <version>`: switches one step of the shop to one of its builds, after checking that
// the build can run next to the shell, or adds a new step; `npm run release -- <step> --withdraw` takes a step out;
// `npm run release -- rollback <step>` goes back one entry of the step's history; `npm run release -- history [step]`
// shows it. Locally it changes the record `npm start` runs (a file); with --shop, a deployed shop's release service
// does, with the team's credential. The checks and the record are in shared/release/; this is the command line.
import { existsSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { callChangeLines } from '@greencard/step-contract';
import { fileRecord } from '../shared/release/record.js';
import { release, ReleaseRefused, rollback, withdraw } from '../shared/release/release.js';
import { parseShare } from '../shared/release/shareRelease.js';
import { parseStepOrigins } from '../shared/release/stepOrigins.js';
import { localRegistryFile, runningShop } from './localShop.mjs';
import { historyLines, releaseService } from './releaseService.mjs';
import { pruneCommand } from './pruneBuilds.mjs';

// A local `.env` (as `npm start` reads it): the environment wins over it.
const envFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

// `prune` has options of its own (scripts/pruneBuilds.mjs).
if (process.argv[2] === 'prune') process.exit(await pruneCommand(process.argv.slice(3)));

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// npm runs scripts from the package folder; paths typed by the user are read from where they typed them.
const typedFrom = process.env.INIT_CWD ?? process.cwd();

const USAGE = `Usage: npm run release -- <step> <version> [--share <percent> | --canary] [--origin <url>] [where]
       npm run release -- <step> --withdraw [where]
       npm run release -- rollback <step> [where]
       npm run release -- history [<step>] [where]
       npm run release -- prune [--builds <store>] [where] [--dry-run]   (npm run release -- prune --help)

  <step>     a key of the registry (calculator, contract, confirm, points, payment), or a new step's name
  <version>  the build's folder in mf-<step>/dist, such as 1.0.0+4f3c2a1
  --origin          where that step's dist/ is served, such as http://127.0.0.1:8084
                    (default: where the step's current build is served, from the registry; a new step needs it)
  --withdraw        take the step out of the registry: its pages and its place in the journey go with it
  --share           give the build to that percentage (0 to 100) of the buyers who start a journey, the step's
                    other build to the rest; each buyer keeps the build it got. Again with another percentage to
                    widen or narrow it; the older build with --share is a rollback that keeps the new build's
                    buyers on it; a release without --share gives every buyer that build from their next page
  --canary          release it by stages (5%, 25%, 50%, then every buyer, or its step.json's "canary"): the shop
                    server judges each stage's buyers against the current build's, moves on, rolls back on its
                    own or holds; \`history\` shows each verdict with its figures
  rollback          the step's entry goes back to what it was before its last change no rollback undid yet
  history           every release, share change, rollback and withdrawal (and refusal): when, who, from which
                    build to which, the checks' verdict; of one step, or all

  where, one of:
  --registry <file>      the local record (default: the one \`npm start\` runs the shop with: $REMOTES_FILE, else
                         .local/remotes.json); changes are by $RELEASE_AUTHOR, else your user name
  --shop <url>           a deployed shop's release service (its RELEASE_PORT listener, docs/step-release.md), with
                         the team's credential from $RELEASE_CREDENTIAL or --credential-file <file>
  --shell-manifest <file>  locally, the shell build's mf-manifest.json (default: shell/dist/mf-manifest.json)

Checks that <origin>/<version>/mf-manifest.json loads, exposes ./app, needs only shared packages the shell provides
in versions it accepts, and was built for the shell's journey major, and that the insurer calls its step.json
declares use only the checks the shop server knows and none another step owns; then changes that step's registry
entry with the build's routes.json and step.json, records who did, and prints the calls it adds, removes or changes.
A new step joins where its step.json's journey puts it (docs/step-release.md).
Releases by share: docs/step-release.md, "share".`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      registry: { type: 'string' },
      shop: { type: 'string' },
      'credential-file': { type: 'string' },
      origin: { type: 'string' },
      'shell-manifest': { type: 'string' },
      withdraw: { type: 'boolean' },
      share: { type: 'string' },
      canary: { type: 'boolean' },
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
const [command, ...rest] = positionals;
const action = command === 'history' || command === 'rollback' ? command : values.withdraw ? 'withdraw' : 'release';
const expected = { history: [0, 1], rollback: [1, 1], withdraw: [0, 0], release: [1, 1] }[action];
if (
  rest.length < expected[0] ||
  rest.length > expected[1] ||
  (action !== 'release' && action !== 'withdraw' && values.withdraw)
) {
  console.error(USAGE);
  process.exit(2);
}

const share = values.share === undefined ? undefined : parseShare(values.share);
if (values.share !== undefined && (share === undefined || action !== 'release')) {
  console.error(`--share takes a whole percentage from 0 to 100, for a release (not a withdrawal)\n\n${USAGE}`);
  process.exit(2);
}

if (values.canary && (action !== 'release' || share !== undefined)) {
  console.error(`--canary is for a release, and chooses the shares itself (no --share)\n\n${USAGE}`);
  process.exit(2);
}

const request =
  action === 'release'
    ? {
        action,
        step: command,
        version: rest[0],
        ...(values.origin ? { origin: values.origin } : {}),
        ...(share === undefined ? {} : { share }),
        ...(values.canary ? { canary: true } : {}),
      }
    : action === 'history'
      ? { action, ...(rest[0] ? { step: rest[0] } : {}) }
      : { action, step: action === 'withdraw' ? command : rest[0] };

const local = values.shop === undefined;
const registryFile = values.registry ? path.resolve(typedFrom, values.registry) : localRegistryFile();
const where = local ? registryFile : values.shop;
try {
  const outcome = local ? await releaseLocally(request) : await releaseService(values.shop, credential()).send(request);
  for (const line of outcomeLines(request, outcome)) console.log(line);
  if (local && action !== 'history') console.log(shopReading(registryFile));
} catch (error) {
  if (!(error instanceof ReleaseRefused)) throw error;
  console.error(action === 'history' ? error.message : `Refused; ${where} is unchanged.\n${error.message}`);
  process.exit(1);
}

/** The team's credential for --shop: $RELEASE_CREDENTIAL, or the first line of --credential-file. */
function credential() {
  if (values['credential-file']) return readFileSync(path.resolve(typedFrom, values['credential-file']), 'utf8').trim();
  if (process.env.RELEASE_CREDENTIAL) return process.env.RELEASE_CREDENTIAL;
  console.error(`--shop needs the team's credential: set RELEASE_CREDENTIAL or give --credential-file\n\n${USAGE}`);
  process.exit(2);
}

/** The request, against the local record: what the release service does for a deployed shop. */
async function releaseLocally({ action, step, version, origin, share, canary }) {
  const record = fileRecord(registryFile);
  const by = process.env.RELEASE_AUTHOR || userInfo().username;
  if (action === 'history') {
    const { entries, damaged } = await record.historyRead();
    return { history: entries, damaged };
  }
  if (action === 'withdraw') return withdraw({ step, record, by });
  if (action === 'rollback') return rollback({ step, record, by });
  const shellManifestFile = path.resolve(
    typedFrom,
    values['shell-manifest'] ?? path.join(ROOT, 'shell/dist/mf-manifest.json'),
  );
  // The local shop's STEP_ORIGINS (its environment or .env, as npm start reads them): the same the shop holds it to.
  const origins = parseStepOrigins(process.env.STEP_ORIGINS);
  return release({ step, version, record, by, shellManifestFile, origin, share, canary, origins });
}

/** What to print of an outcome, the same from the local record and from a release service. */
function outcomeLines({ action, step, canary }, outcome) {
  if (action === 'history') return historyLines(outcome.history, step, outcome.damaged);
  if (action === 'withdraw') return [`${step} is withdrawn (it ran ${outcome.previous ?? 'nothing'}), in ${where}.`];
  if (action === 'rollback') {
    const { undone, manifest } = outcome;
    return [
      `${step} went back from change ${undone.version} (${undone.action} by ${undone.by} at ${undone.at}): it now runs ${manifest ?? 'nothing (it is out of the registry)'}, in ${where}.`,
    ];
  }
  const lines = [];
  if (!outcome.changed)
    lines.push(`${step} is already at ${outcome.manifest}${sharingNote(outcome.sharing)}; ${where} is unchanged.`);
  else if (outcome.sharing) lines.push(`${step}${sharingNote(outcome.sharing)}, in ${where}.`);
  if (outcome.changed && canary)
    lines.push(
      `A canary: the shop server judges this share's buyers and moves it on, rolls it back or holds (\`npm run release -- history ${step}\`).`,
    );
  else
    lines.push(
      `${step} now runs ${outcome.manifest} for every buyer (was ${outcome.previous ?? 'nothing'}), in ${where}.`,
    );
  if (outcome.calls) {
    // The shop server's allow-list follows at once: a team sees what it opened or closed.
    const calls = callChangeLines(outcome.calls);
    lines.push(
      calls.length
        ? `Insurer calls of ${step}:\n${calls.map((line) => `  ${line}`).join('\n')}`
        : `Insurer calls of ${step}: unchanged.`,
    );
  }
  return lines;
}

/** How a step shares its starting buyers between two builds; empty when it does not. */
function sharingNote(shares) {
  if (!shares) return '';
  return (
    `: ${shares.trial} goes to ${shares.share}% of the buyers who start a journey, ${shares.main} to ${100 - shares.share}%;` +
    ' each buyer keeps the build it has'
  );
}

/** Which shop the change reaches: the `npm start` shop that reads the record, or none that this machine knows of. */
function shopReading(file) {
  const shop = runningShop(file);
  if (shop)
    return `The shop at ${shop.shopUrl} (npm start, process ${shop.pid}) reads it: its next page has the build.`;
  return `No shop started with \`npm start\` reads ${file} now; the next one that does runs what it records.`;
}

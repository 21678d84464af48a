// `npm run release -- <step> <version>`: switches one step of the shop to one of its builds, after checking that
// the build can run next to the shell, or adds a new step; `<step> --withdraw` takes a step out; `rollback <step>`
// goes back one entry of the step's history (or `--to` a build it ran); `promote` and `abort` move a canary on or end
// it; `status` shows what runs now (`--watch` refreshing); `history` shows the changes; `prune` removes the builds
// nothing names any more. Every command answers in JSON with --json, and every change can be a --dry-run. Locally it
// changes the record `npm start` runs (a file); with --shop, a deployed shop's release service does, with the team's
// credential (shell/server/releaseRecord/releaseService.ts answers the same requests over HTTP). The checks, the record
// and what a prune keeps are in shared/release/; this is the command line.
import { readdirSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { callChangeLines } from '@greencard/step-contract';
import { isStepName } from '@greencard/step-contract/stepName.js';
import { STEPS, stepFolder } from '../shared/build/steps.js';
import { fileRecord } from '../shared/release/record.js';
import { answerRequest, ReleaseRefused } from '../shared/release/release.js';
import { statusLines } from '../shared/release/releaseStatus.js';
import { HOLD_MS, KEEP_CHANGES, pruneBuilds } from '../shared/release/retention.js';
import { parseStepOrigins } from '../shared/release/stepOrigins.js';
import { loadLocalEnv, localRegistryFile, runningShop, typedPath } from './localShop.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
loadLocalEnv();

const WHERE = '[--registry <file> | --shop <url>]';
const SERVICE_TIMEOUT_MS = 60_000;

const STRING = { type: 'string' };
const FLAG = { type: 'boolean' };

/**
 * Each command: its arguments (the required first, `[...]` optional), its options for parseArgs, and whether it
 * changes the record (so takes --dry-run). A command's short usage, printed with a mistake in it, is made from this.
 */
const COMMANDS = {
  release: {
    args: ['<step>', '<version>'],
    options: { share: STRING, canary: FLAG, origin: STRING, 'shell-manifest': STRING },
    extra: '[--share <percent> | --canary] [--origin <url>]',
    changes: true,
  },
  withdraw: { args: ['<step>'], options: { withdraw: FLAG }, extra: '--withdraw', changes: true },
  rollback: { args: ['<step>'], options: { to: STRING }, extra: '[--to <version>]', changes: true },
  promote: { args: ['<step>'], options: {}, changes: true },
  abort: { args: ['<step>'], options: {}, changes: true },
  status: {
    args: ['[<step>]'],
    options: { watch: FLAG, interval: STRING },
    extra: '[--watch [--interval <seconds>]]',
    changes: false,
  },
  history: { args: ['[<step>]'], options: {}, changes: false },
  // It changes the folders of builds, not the record.
  prune: {
    args: [],
    options: { builds: STRING, 'dry-run': FLAG },
    extra: '[--builds <store>] [--dry-run]',
    changes: false,
  },
};
const NAMED = new Set(['rollback', 'promote', 'abort', 'status', 'history', 'prune']);
/** The options of every command; --dry-run is also every command's that changes the record. */
const GENERAL = {
  registry: STRING,
  shop: STRING,
  'credential-file': STRING,
  json: FLAG,
  help: { type: 'boolean', short: 'h' },
};

/** A command's usage: its name when it has one, its arguments and options, --dry-run if it changes the record. */
const usage = (name, ...after) => {
  const { args, extra, changes } = COMMANDS[name];
  const parts = [NAMED.has(name) ? name : undefined, ...args, extra, changes ? '[--dry-run]' : undefined, ...after];
  return `npm run release -- ${parts.filter(Boolean).join(' ')}`;
};

const USAGE = `Usage: ${Object.keys(COMMANDS)
  .map((name) => usage(name, '[where]'))
  .join('\n       ')}
  every command takes --json: its outcome (or refusal) as one JSON object on standard output

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
                    own or holds; \`status\` shows its stage and latest verdict, \`history\` each verdict's figures
  rollback          the step's entry goes back to what it was before its last change no rollback undid yet; with
                    --to <version>, to the entry it last ran that build with
  promote           the step's canary to its next stage now (from the stage before 100%: the build for every buyer)
  abort             the step's canary ends now: every buyer gets the step's current build from their next page
  status            per step: its build, the build on trial and its share, a canary's stage and its latest verdict;
                    --watch prints it again every --interval seconds (default 2) until Ctrl-C
  history           every release, share change, rollback and withdrawal (and refusal): when, who, from which
                    build to which, the checks' verdict; of one step, or all
  prune             remove every build folder (<version>+<build id>) that nothing names any more: not one the record
                    runs (a step's build or its trial), nor one a step's last ${KEEP_CHANGES} changes went from or to (what a
                    rollback goes back to), nor one a change of the last ${HOLD_MS / 3_600_000} hours named (a buyer's page may
                    still load it), nor one published in the last ${HOLD_MS / 3_600_000} hours (its release may be on its way)
  --builds <store>  for prune, a build store: one folder per step (<store>/<step>/<version>+<build id>), as the
                    deployment's step servers publish to (docker/publish-builds.sh); run it where the store is
                    written (for compose, the step-builds volume); default: each step's mf-<step>/dist
  --dry-run         check the change and print what it would record (prune: what it would remove); change nothing
  --json            print the outcome as JSON (a refusal as {"refused": "..."}), for scripts

  where, one of:
  --registry <file>      the local record (default: the one \`npm start\` runs the shop with: $REGISTRY_FILE, else
                         .local/registry.json); changes are by $RELEASE_AUTHOR, else your user name
  --shop <url>           a deployed shop's release service (its RELEASE_PORT listener, docs/step-release.md), with
                         the team's credential from $RELEASE_CREDENTIAL or --credential-file <file>; an https://
                         address, or http:// to this machine (localhost, 127.0.0.0/8, ::1: an SSH tunnel)
  --shell-manifest <file>  locally, the shell build's mf-manifest.json (default: shell/dist/mf-manifest.json)

Checks that <origin>/<version>/mf-manifest.json loads, exposes ./app, needs only shared packages the shell provides
in versions it accepts, and was built for the shell's journey major, and that the insurer calls its step.json
declares use only the checks the shop server knows and none another step owns; then changes that step's registry
entry with the build's routes.json and step.json, records who did, and prints the calls it adds, removes or changes.
A new step joins where its step.json's journey puts it (docs/step-release.md).
Releases by share: docs/step-release.md, "share".`;

/** A mistake in the command line: one line saying it, then the command's own usage (or the pointer to --help). */
function mistake(message, name) {
  const own = name && `Usage: ${usage(name, '[--json]', WHERE)}   (npm run release -- --help: every command)`;
  console.error(`${message}\n${own || 'Every command: npm run release -- --help'}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: Object.assign({ 'dry-run': FLAG }, GENERAL, ...Object.values(COMMANDS).map((command) => command.options)),
  });
} catch (error) {
  mistake(error.message);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!positionals.length) mistake('Name a command, or the <step> to release.');
const action = NAMED.has(positionals[0]) ? positionals[0] : values.withdraw ? 'withdraw' : 'release';
const args = NAMED.has(positionals[0]) ? positionals.slice(1) : positionals;
const command = COMMANDS[action];
const required = command.args.filter((arg) => !arg.startsWith('['));
if (args.length < required.length) mistake(`${action} needs ${required[args.length]}.`, action);
if (args.length > command.args.length)
  mistake(
    `${action} takes ${command.args.join(' ') || 'no argument'}: "${args[command.args.length]}" is one too many.`,
    action,
  );
const stray = Object.keys(values).find(
  (option) => !(option in GENERAL) && !(option in command.options) && !(option === 'dry-run' && command.changes),
);
if (stray) mistake(`--${stray} is not an option of ${action}.`, action);

const share = values.share === undefined ? undefined : Number(values.share);
if (share !== undefined && !(/^\d{1,3}$/.test(values.share) && share <= 100))
  mistake('--share takes a whole percentage from 0 to 100.', action);
if (values.canary && share !== undefined) mistake('--canary chooses the shares itself: leave --share out.', action);
const interval = values.interval === undefined ? 2 : Number(values.interval);
if (!(interval >= 0.5 && interval <= 3600)) mistake('--interval takes seconds, from 0.5 to 3600.', action);
if (values.interval !== undefined && !values.watch) mistake('--interval is for --watch.', action);
if (values.shop !== undefined && !encryptedOrLocal(values.shop))
  mistake(
    `--shop ${values.shop}: the team's credential goes only to an https:// address, or over http:// to this machine (localhost, 127.0.0.0/8, ::1).`,
    action,
  );

const [step, version] = args;
const dryRun = values['dry-run'] === true;
const { origin, canary, to } = values;
// Only what was given: the release service's request body is this request's, and it takes no other field.
const request = Object.fromEntries(
  Object.entries({ action, step, version, origin: origin || undefined, share, canary, to, dryRun }).filter(
    ([, value]) => value !== undefined && value !== false,
  ),
);

const local = values.shop === undefined;
const registryFile = values.registry ? typedPath(values.registry) : localRegistryFile();
const where = local ? registryFile : values.shop;
const send = local ? releaseLocally : (asked) => sendToService(values.shop, credential(), asked);

// With --watch, a refresh that fails (the record unreadable for a moment) says so, and the next one tries again; with
// --json, one JSON line per refresh.
let answered = await answer(request);
for (; values.watch; answered = await answer(request)) {
  if (!values.json && process.stdout.isTTY) process.stdout.write('\x1b[2J\x1b[H');
  if (!values.json) console.log(`${where}, ${new Date().toISOString()} (every ${interval} s; Ctrl-C stops)`);
  print(answered);
  await sleep(interval * 1000);
}
print(answered);
if (answered.refused) process.exit(1);
if (local && command.changes && !dryRun && !values.json) console.log(shopReading(registryFile));

/** The request's outcome, as JSON (a refusal as { refused }) and as lines. */
async function answer(asked) {
  try {
    const outcome = await (asked.action === 'prune' ? prune(asked) : send(asked));
    return { refused: false, json: { ...outcome, where }, lines: () => outcomeLines(asked, outcome) };
  } catch (error) {
    if (!(error instanceof ReleaseRefused)) throw error;
    const lines = () => [command.changes ? `Refused; ${where} is unchanged.\n${error.message}` : error.message];
    return { refused: true, json: { refused: error.message, where }, lines };
  }
}

/** One JSON object on standard output with --json; else the lines, a refusal's on standard error. */
function print({ refused, json, lines }) {
  if (values.json) console.log(JSON.stringify(json));
  else (refused ? console.error : console.log)(lines().join('\n'));
}

/** The team's credential for --shop: the first line of --credential-file, else $RELEASE_CREDENTIAL. */
function credential() {
  const file = values['credential-file'];
  const given = file
    ? readFileSync(typedPath(file), 'utf8').split('\n')[0].trim()
    : process.env.RELEASE_CREDENTIAL?.trim();
  if (!given) mistake("--shop needs the team's credential: set RELEASE_CREDENTIAL or give --credential-file.", action);
  // A header cannot carry any other character, and fetch's refusal of one quotes the whole header: the credential.
  if (!/^[\x21-\x7e]+$/.test(given))
    mistake(
      "The team's credential is not one line of printable characters: copy it again from where it was handed over.",
      action,
    );
  return given;
}

/**
 * Whether a request to `address` keeps the team's credential from the network: https, or http that never leaves this
 * machine (its loopback). Over plain http to another host, anyone on the way could read it and release as the team.
 */
function encryptedOrLocal(address) {
  const url = URL.parse(address);
  if (url?.protocol === 'https:') return true;
  const { hostname } = url ?? {};
  return url?.protocol === 'http:' && (/^127(\.\d+){3}$/.test(hostname) || ['localhost', '[::1]'].includes(hostname));
}

/** The request, against the local record: what the release service does for a deployed shop. */
function releaseLocally(asked) {
  const own = () => ({
    by: process.env.RELEASE_AUTHOR || userInfo().username,
    shellManifestFile: typedPath(values['shell-manifest'] ?? path.join(ROOT, 'shell/dist/mf-manifest.json')),
    // The local shop's STEP_ORIGINS (its environment or .env, as npm start reads them): the same the shop holds it to.
    ...(asked.action === 'release' ? { origins: parseStepOrigins(process.env.STEP_ORIGINS) } : {}),
  });
  return answerRequest(fileRecord(registryFile), asked, own).catch((error) => {
    if (error instanceof ReleaseRefused || !['status', 'registry'].includes(asked.action)) throw error;
    throw new ReleaseRefused(`${registryFile} cannot be read now: try again once it is back`);
  });
}

/**
 * `prune` (docs/step-release.md, "Builds that stay"): removes the builds nothing names any more, by the record's
 * registry and history (the local record's, or a deployed shop's through its release service), from each step's folder
 * of builds; the rule is shared/release/retention.js. Answers those it removed (with `dryRun`, would remove).
 */
async function prune({ dryRun }) {
  const [{ registry }, { history }] = await Promise.all([send({ action: 'registry' }), send({ action: 'history' })]);
  try {
    // Each step's folder of builds: the store's folders named by a step, or each step's dist/.
    const store = values.builds === undefined ? undefined : typedPath(values.builds);
    const folders = store
      ? readdirSync(store, { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && isStepName(entry.name))
          .map((entry) => [entry.name, path.join(store, entry.name)])
      : STEPS.map((step) => [step, path.join(ROOT, stepFolder(step), 'dist')]);
    const removed = pruneBuilds({ folders: Object.fromEntries(folders), registry, history, dryRun });
    return { removed, ...(dryRun ? { dryRun } : {}) };
  } catch (error) {
    // Against no record (a wrong record file) it removes nothing; a store it cannot read is said as plainly.
    throw new ReleaseRefused(error.message);
  }
}

/** What to print of an outcome, the same from the local record and from a release service. */
function outcomeLines({ action, step, canary, to }, outcome) {
  if (action === 'history') return historyLines(outcome.history, step, outcome.damaged);
  if (action === 'status') return statusLines(outcome.steps);
  if (action === 'prune') {
    const { removed, dryRun } = outcome;
    const count = `${removed.length} build${removed.length === 1 ? '' : 's'}`;
    return [
      ...removed.map((build) => `${dryRun ? 'would remove' : 'removed'} ${build.step}/${build.folder}`),
      `${count} ${dryRun ? 'would be removed' : 'removed'}, by the record ${where}.`,
    ];
  }
  // The shop server's allow-list follows a release at once: a team sees what it opened or closed.
  const calls = outcome.calls ? callChangeLines(outcome.calls) : [];
  const callLines = calls.length ? [`Insurer calls of ${step}:`, ...calls.map((line) => `  ${line}`)] : [];
  if (outcome.dryRun) {
    return [
      `Dry run: ${where} is unchanged.`,
      ...(outcome.planned.length
        ? ['It would record:', ...outcome.planned.map((entry) => `  ${change(entry)} (by ${entry.by})`)]
        : ['Nothing would change.']),
      ...callLines,
    ];
  }
  if (action === 'withdraw') return [`${step} is withdrawn (it ran ${outcome.previous ?? 'nothing'}), in ${where}.`];
  if (action === 'promote')
    return [
      outcome.complete
        ? `${step}'s canary is promoted: ${outcome.build} now runs for every buyer, in ${where}.`
        : `${step}'s canary moves on to ${outcome.share}% of the buyers who start a journey (${outcome.build}), in ${where}; its judge goes on from there.`,
    ];
  if (action === 'abort')
    return [
      `${step}'s canary is aborted: every buyer runs ${outcome.manifest} again from their next page, in ${where}.`,
    ];
  if (action === 'rollback' && to !== undefined)
    return [`${step} went back to ${to}: it now runs ${outcome.manifest} for every buyer, in ${where}.`];
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
  if (outcome.calls) lines.push(...(calls.length ? callLines : [`Insurer calls of ${step}: unchanged.`]));
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

/**
 * Sends `request` to the release service at `url` (its own listener, never the buyers' port), as the team `credential`
 * names: a read as a GET, a change as a POST whose body is the rest of the request (only what the command was given).
 */
async function sendToService(url, credential, { action, step, ...body }) {
  const read = ['history', 'status', 'registry'].includes(action);
  const route = read
    ? `/${action}${step ? `?step=${encodeURIComponent(step)}` : ''}`
    : `/steps/${encodeURIComponent(step)}/${action}`;
  const answer = await fetch(new URL(route, url), {
    method: read ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${credential}`, ...(read ? {} : { 'content-type': 'application/json' }) },
    ...(read ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
  }).catch((error) => {
    throw new ReleaseRefused(`The release service at ${url} could not be reached: ${error.message}`);
  });
  const outcome = await answer.json().catch(() => ({}));
  if (!answer.ok)
    throw new ReleaseRefused(
      `The release service answered HTTP ${answer.status}: ${outcome.message ?? answer.statusText}`,
    );
  return outcome;
}

/** One change as a line says it: `release points at 10%: 1.0.0+a -> 1.1.0+b`. */
function change({ action, step, share, from, to }) {
  return `${action} ${step}${share === undefined ? '' : ` at ${share}%`}: ${from ?? 'nothing'} -> ${to ?? 'nothing'}`;
}

/** The history (of one step or all, as answered), one line per entry, oldest first; and the damaged lines skipped. */
function historyLines(history, step, damaged = 0) {
  const skipped = damaged ? [`(${damaged} damaged line${damaged > 1 ? 's' : ''} of the history skipped)`] : [];
  if (!history.length) return [`No history${step ? ` of ${step}` : ''} yet.`, ...skipped];
  const lines = history.map((entry) => {
    const what =
      entry.action === 'seed' || entry.action === 'restore' ? `${entry.action} of every step` : change(entry);
    const undoes = entry.undoes === undefined ? '' : ` (undoes ${entry.undoes})`;
    // A canary's move says what its judge saw (docs/step-release.md, "Reading a verdict").
    const judged = entry.judged?.summary ? `\n        judged: ${entry.judged.summary}` : '';
    const started = entry.canary && !entry.judged ? ` (canary: ${entry.canary.plan.stages.join('% ')}%)` : '';
    return `${String(entry.version).padStart(4)}  ${entry.at}  ${entry.by}  ${what}${undoes}${started}  [${entry.verdict.split('\n').join(' ')}]${judged}`;
  });
  return [...lines, ...skipped];
}

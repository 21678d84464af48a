// `npm run release:teams -- issue|revoke|list`: the operator's side of the release service's credentials
// (docs/step-release.md, "The release service"). The teams file keeps each team's steps and only the SHA-256 of its
// credentials; `issue` prints a new credential once, for the operator to hand to the team, and keeps its hash.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { typedPath } from './localShop.mjs';

const USAGE = `Usage: npm run release:teams -- issue <team> [--steps <step>,<step>...] --teams-file <file>
       npm run release:teams -- revoke <team> --teams-file <file>
       npm run release:teams -- list --teams-file <file>

  issue   a new credential for the team, printed once (only its hash is kept); --steps sets the steps it may
          release, roll back and withdraw (needed for a new team). A team may hold several credentials at once,
          so a new one can be handed over before the old one is revoked
  revoke  every credential of the team: refused by the release service from its next request
  list    the teams, their steps and how many credentials each holds
  --teams-file  the shop server's RELEASE_TEAMS_FILE (default: $RELEASE_TEAMS_FILE)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { steps: { type: 'string' }, 'teams-file': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
const [command, team] = positionals;
const fileName = values['teams-file'] ?? process.env.RELEASE_TEAMS_FILE;
if (values.help || !fileName || !['issue', 'revoke', 'list'].includes(command) || (command !== 'list') !== !!team)
  fail(USAGE, values.help ? 0 : 2);
if (team && !/^[a-z][a-z0-9-]{0,31}$/.test(team))
  fail(`"${team}" is no team name: a lowercase letter, then up to 31 letters, digits or -`);
const file = typedPath(fileName);
const teams = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).teams : {};
// The file's own teams only: "constructor" is a team name, and every object has one through its prototype.
const known = team && Object.hasOwn(teams, team) ? teams[team] : undefined;

/** Says what is wrong (with --help, the usage) on standard error and ends with `code` (2: a mistake in the command). */
function fail(message, code = 2) {
  console.error(message);
  process.exit(code);
}

/** The file replaced in one step, readable by its owner only: the release service reads it on every request. */
function save() {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ teams }, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}

if (command === 'list') {
  for (const [name, { steps, credentials }] of Object.entries(teams))
    console.log(`${name}: steps ${steps.join(', ') || 'none'}; ${credentials.length} credential(s)`);
} else if (command === 'revoke') {
  if (!known) fail(`${file} has no team "${team}"`, 1);
  const revoked = known.credentials.length;
  known.credentials = [];
  save();
  console.log(`Revoked ${revoked} credential(s) of ${team}: the release service refuses them from its next request.`);
} else {
  const steps =
    values.steps
      ?.split(',')
      .map((step) => step.trim())
      .filter(Boolean) ?? known?.steps;
  if (!steps) fail(`${team} is a new team: give --steps, the steps it may change`);
  const credential = `gcr_${randomBytes(32).toString('base64url')}`;
  teams[team] = {
    steps,
    credentials: [...(known?.credentials ?? []), createHash('sha256').update(credential).digest('hex')],
  };
  save();
  console.log(
    `A credential of ${team} (steps ${steps.join(', ')}), shown this once; ${file} keeps only its hash:\n${credential}`,
  );
}

// Who may release what through the release service (docs/step-release.md, "The release service"): the operator's
// teams file (RELEASE_TEAMS_FILE) names each team's steps and keeps only the SHA-256 of its credentials, so the file
// gives nobody a credential. It is read on every request: a revoked credential is refused from the next one.
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isObject } from '@greencard/step-contract';

interface Team {
  /** The steps it may release, roll back and withdraw (a new step's name too, for it to add it). */
  steps: string[];
  /** The SHA-256 (hex) of each of its credentials. */
  credentials: string[];
}

export type Teams = Record<string, Team>;

const TEAM_NAME = /^[a-z][a-z0-9-]{0,31}$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The teams of a teams file: `{ "teams": { "<team>": { "steps": [...], "credentials": ["<sha256>"] } } }`. */
export function readTeams(file: string): Teams {
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isObject(value) || !isObject(value.teams))
    throw new Error('a teams file is { "teams": { "<team>": { "steps", "credentials" } } }');
  const teams: Teams = {};
  for (const [name, team] of Object.entries(value.teams)) {
    if (!TEAM_NAME.test(name))
      throw new Error(`"${name}" is no team name (a lowercase letter, then up to 31 letters, digits or -)`);
    if (!isObject(team) || !Array.isArray(team.steps) || !Array.isArray(team.credentials))
      throw new Error(`team "${name}" must have "steps" and "credentials" lists`);
    if (!team.steps.every((step) => typeof step === 'string'))
      throw new Error(`team "${name}": "steps" are step names`);
    if (!team.credentials.every((hash) => typeof hash === 'string' && SHA256_HEX.test(hash))) {
      throw new Error(`team "${name}": "credentials" are SHA-256 hashes (64 hex digits), never credentials themselves`);
    }
    teams[name] = { steps: team.steps, credentials: team.credentials as string[] };
  }
  return teams;
}

/** The team a credential belongs to, or undefined; every hash is compared in constant time. */
export function teamOf(teams: Teams, credential: string): string | undefined {
  // Credentials are 32 random bytes (scripts/releaseTeams.mjs issues them): a plain hash of one cannot be reversed.
  const presented = createHash('sha256').update(credential).digest();
  let found: string | undefined;
  for (const [name, team] of Object.entries(teams)) {
    for (const hash of team.credentials) {
      if (timingSafeEqual(presented, Buffer.from(hash, 'hex'))) found = name;
    }
  }
  return found;
}

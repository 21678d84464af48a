// `npm run release:teams` as the operator meets it (scripts/releaseTeams.mjs).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const teamsCommand = (file: string, ...args: string[]) =>
  spawnSync(
    process.execPath,
    [path.resolve(__dirname, '../../scripts/releaseTeams.mjs'), ...args, '--teams-file', file],
    {
      encoding: 'utf8',
    },
  );

describe('the release teams command', () => {
  it('knows a team by the teams file alone: a name of an object’s own properties is no team until issued', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'release-teams-')), 'teams.json');
    expect(teamsCommand(file, 'issue', 'loyalty', '--steps', 'points').status).toBe(0);
    const revoked = teamsCommand(file, 'revoke', 'constructor');
    expect(revoked.stderr).toBe(`${file} has no team "constructor"\n`);
    expect(revoked.status).toBe(1);
    expect(teamsCommand(file, 'issue', 'constructor').stderr).toContain('is a new team: give --steps');
    expect(teamsCommand(file, 'issue', 'constructor', '--steps', 'points').status).toBe(0);
    expect(teamsCommand(file, 'revoke', 'constructor').stdout).toContain('Revoked 1 credential(s) of constructor');
    expect(JSON.parse(readFileSync(file, 'utf8')).teams.constructor).toEqual({ steps: ['points'], credentials: [] });
  });
});

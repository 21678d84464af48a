// .github/CODEOWNERS: every step folder has its own team, and the platform's folders the platform team, so a change
// to a step is reviewed by the team that releases it (docs/step-release.md) and a change under them by the platform.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '..');

/** The file's rules in order: a path pattern and the owners after it (comments and blank lines left out). */
const rules = readFileSync(path.join(repo, '.github', 'CODEOWNERS'), 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean)
  .map((line) => {
    const [pattern = '', ...owners] = line.split(/\s+/);
    return { pattern, owners };
  });

/** The owners of a top-level folder: the last rule naming it, or the last catch-all before any. */
const ownersOf = (folder: string) =>
  rules.filter(({ pattern }) => pattern === '*' || pattern === `/${folder}/`).at(-1)?.owners;

const PLATFORM = '@greencard/platform';
/** The teams of the steps this repository started with, as the release service knows them. */
const STEP_TEAMS: Record<string, string> = {
  'mf-calculator': '@greencard/calculator',
  'mf-contract': '@greencard/contract',
  'mf-confirm': '@greencard/confirm',
  'mf-points': '@greencard/loyalty',
  'mf-payment': '@greencard/payments',
};

const stepFolders = readdirSync(repo, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
  .map((entry) => entry.name);

describe('.github/CODEOWNERS', () => {
  it('only has rules of the forms this test reads: a catch-all or a top-level folder, with owners', () => {
    for (const { pattern, owners } of rules) {
      expect(pattern).toMatch(/^(\*|\/[a-z0-9.-]+\/)$/);
      expect(owners.length).toBeGreaterThan(0);
    }
  });

  it.each(stepFolders)('gives %s a line of its own and one team, not the platform', (folder) => {
    expect(rules.filter(({ pattern }) => pattern === `/${folder}/`)).toHaveLength(1);
    const owners = ownersOf(folder);
    expect(owners).toHaveLength(1);
    expect(owners).not.toContain(PLATFORM);
  });

  it('gives each step the team that releases it', () => {
    expect(stepFolders).toEqual(expect.arrayContaining(Object.keys(STEP_TEAMS)));
    for (const [folder, team] of Object.entries(STEP_TEAMS)) expect(ownersOf(folder)).toEqual([team]);
  });

  it.each(['shell', 'shared', 'scripts', 'docker', 'e2e'])('gives %s/ to the platform team', (folder) => {
    expect(rules.filter(({ pattern }) => pattern === `/${folder}/`)).toHaveLength(1);
    expect(ownersOf(folder)).toEqual([PLATFORM]);
  });
});

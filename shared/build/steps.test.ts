import fs from 'node:fs';
import path from 'node:path';
import { STEP_NAMES } from '@greencard/i18n';
import { STEPS, stepFolder } from './steps';

const repo = path.resolve(__dirname, '../..');

describe('the list of step modules', () => {
  it('is the pages’ list of steps, in the same order', () => {
    expect([...STEPS]).toEqual(STEP_NAMES);
  });

  it('names a workspace folder for every step and no step folder beyond them', () => {
    const workspaces = (JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
    const stepFolders = fs.readdirSync(repo).filter((name) => name.startsWith('mf-'));
    expect(stepFolders.sort()).toEqual(STEPS.map(stepFolder).sort());
    for (const step of STEPS) expect(workspaces).toContain(stepFolder(step));
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { journeyOrder, parseStepJourney } from '@greencard/i18n';
import { STEPS, stepFolder } from './steps';

const repo = path.resolve(__dirname, '../..');

describe('the list of step modules', () => {
  it('is in the journey order their step.json make', () => {
    const journeys = Object.fromEntries(
      STEPS.map((step) => {
        const declared = JSON.parse(fs.readFileSync(path.join(repo, stepFolder(step), 'step.json'), 'utf8')) as { journey: unknown };
        return [step, parseStepJourney(declared.journey, step)];
      }),
    );
    expect(journeyOrder(journeys)).toEqual([...STEPS]);
  });

  it('names a workspace folder for every step and no step folder beyond them', () => {
    const workspaces = (JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
    const stepFolders = fs.readdirSync(repo).filter((name) => name.startsWith('mf-'));
    expect(stepFolders.sort()).toEqual(STEPS.map(stepFolder).sort());
    for (const step of STEPS) expect(workspaces).toContain(stepFolder(step));
  });
});

import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { journeyOrder } from '@greencard/i18n';
import { parseStepJourney } from '@greencard/step-contract';
import { STEPS, stepFolder, stepsIn } from './steps';

const repo = path.resolve(__dirname, '../..');

describe('the list of step modules', () => {
  it("is every step folder, and their step.json make one journey order", () => {
    const journeys = Object.fromEntries(
      STEPS.map((step) => {
        const declared = JSON.parse(fs.readFileSync(path.join(repo, stepFolder(step), 'step.json'), 'utf8')) as { journey: unknown };
        return [step, parseStepJourney(declared.journey, step)];
      }),
    );
    expect([...journeyOrder(journeys)].sort()).toEqual([...STEPS]);
    expect(STEPS).toEqual(expect.arrayContaining(['calculator', 'contract', 'confirm', 'points', 'payment']));
  });

  it('finds a new step by its folder alone, and the workspaces by the same pattern', () => {
    const root = fs.mkdtempSync(path.join(tmpdir(), 'steps-'));
    for (const [folder, files] of [['mf-review', ['package.json', 'step.json']], ['mf-notes', ['package.json']], ['mf-Bad', ['package.json', 'step.json']], ['shell', ['package.json']]] as const) {
      fs.mkdirSync(path.join(root, folder));
      for (const file of files) fs.writeFileSync(path.join(root, folder, file), '{}');
    }
    expect(stepsIn(root)).toEqual(['review']);
    const workspaces = (JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
    expect(workspaces).toContain('mf-*');
    expect(workspaces.filter((workspace) => workspace.startsWith('mf-'))).toEqual(['mf-*']);
  });
});

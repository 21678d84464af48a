import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { journeyOrder } from '@greencard/step-contract/journey';
import { parseStepJson } from '@greencard/step-contract';
import { STEPS, stepFolder, stepPorts, stepsIn } from './steps';

const repo = path.resolve(__dirname, '../..');

describe('the list of step modules', () => {
  it('is every step folder, and their step.json make one journey order', () => {
    const journeys = Object.fromEntries(
      STEPS.map((step) => {
        const declared: unknown = JSON.parse(fs.readFileSync(path.join(repo, stepFolder(step), 'step.json'), 'utf8'));
        return [step, parseStepJson(declared, step).journey];
      }),
    );
    expect([...journeyOrder(journeys)].sort()).toEqual([...STEPS]);
    expect(STEPS).toEqual(expect.arrayContaining(['calculator', 'contract', 'confirm', 'points', 'payment']));
  });

  it('finds a new step by its folder alone, and the workspaces by the same pattern', () => {
    const root = fs.mkdtempSync(path.join(tmpdir(), 'steps-'));
    for (const [folder, files] of [
      ['mf-review', ['package.json', 'step.json']],
      ['mf-notes', ['package.json']],
      ['mf-Bad', ['package.json', 'step.json']],
      ['shell', ['package.json']],
    ] as const) {
      fs.mkdirSync(path.join(root, folder));
      for (const file of files) fs.writeFileSync(path.join(root, folder, file), '{}');
    }
    expect(stepsIn(root)).toEqual(['review']);
    const workspaces = (
      JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as { workspaces: string[] }
    ).workspaces;
    expect(workspaces).toContain('mf-*');
    expect(workspaces.filter((workspace) => workspace.startsWith('mf-'))).toEqual(['mf-*']);
  });

  it('gives each step the port its own folder records, or its MF_<STEP>_PORT, and never one port to two steps', () => {
    const ports = stepPorts({});
    expect(Object.keys(ports).sort()).toEqual([...STEPS]);
    expect(new Set(Object.values(ports)).size).toBe(STEPS.length);
    expect(ports.points).toBe(8084);
    expect(stepPorts({ MF_POINTS_PORT: '9184' }).points).toBe(9184);
    expect(() => stepPorts({ MF_POINTS_PORT: '8085' })).toThrow('mf-payment and mf-points both have port 8085');

    const root = fs.mkdtempSync(path.join(tmpdir(), 'steps-'));
    fs.mkdirSync(path.join(root, 'mf-review'));
    const write = (config: unknown) =>
      fs.writeFileSync(
        path.join(root, 'mf-review', 'package.json'),
        JSON.stringify({ name: '@greencard/mf-review', config }),
      );
    write({ port: 8086 });
    expect(stepPorts({}, ['review'], root)).toEqual({ review: 8086 });
    for (const config of [undefined, {}, { port: '8086' }, { port: 0 }, { port: 70000 }, { port: 80.5 }]) {
      write(config);
      expect(() => stepPorts({}, ['review'], root)).toThrow(
        'mf-review/package.json has no "config": { "port": <port> }',
      );
    }
  });
});

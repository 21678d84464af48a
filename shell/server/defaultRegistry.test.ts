/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRegistry } from './registry/registry';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const stepFolders = readdirSync(root).filter((name) => name.startsWith('mf-'));

describe.each(['docker/remotes.compose.json'])('the registry in %s', (file) => {
  it('is one the server reads, with each step of this repository and its current routes.json and step.json', () => {
    const { registry, journey } = parseRegistry(read(file));
    expect(journey.map(({ step }) => `mf-${step}`).sort()).toEqual(stepFolders.sort());
    for (const { step } of journey) {
      expect(registry[step]?.routes).toEqual(JSON.parse(read(`mf-${step}/routes.json`)));
      const declared = JSON.parse(read(`mf-${step}/step.json`)) as { journey: unknown; calls: unknown; uses?: unknown };
      expect(registry[step]?.journey).toEqual(declared.journey);
      expect(registry[step]?.calls).toEqual(declared.calls);
      expect(registry[step]?.uses).toEqual(declared.uses ?? []);
    }
  });
});

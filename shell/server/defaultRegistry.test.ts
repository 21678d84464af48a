/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STEP_NAMES } from '../src/routing/routes';
import { parseRegistry } from './remotes';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe.each(['shell/public/remotes.json', 'docker/remotes.compose.json'])('the registry in %s', (file) => {
  it("is one the server reads, with each step's current routes.json and calls", () => {
    const { registry } = parseRegistry(read(file));
    for (const step of STEP_NAMES) expect(registry[step].routes).toEqual(JSON.parse(read(`mf-${step}/routes.json`)));
    for (const step of STEP_NAMES) expect(registry[step].calls).toEqual(JSON.parse(read(`mf-${step}/step.json`)).calls);
  });
});

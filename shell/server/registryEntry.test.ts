/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registryEntry } from '@greencard/release/registryEntry';
import { parseRegistry } from './registry/registry';

const routes = [
  { page: 'home', path: '/', layout: 'default', step: 'calculator', title: { uk: 'Головна', en: 'Home' } },
];

const declared = { journey: { label: { uk: 'Розрахунок', en: 'Calculation' }, needs: [] }, calls: [] };

function buildFolder(content: string | null, step: string | null = JSON.stringify(declared)) {
  const dir = mkdtempSync(path.join(tmpdir(), 'step-build-'));
  if (content !== null) writeFileSync(path.join(dir, 'routes.json'), content);
  if (step !== null) writeFileSync(path.join(dir, 'step.json'), step);
  return dir;
}

describe('a registry entry made from a build', () => {
  it("takes the build folder's routes.json and step.json, in the form the shop server reads", () => {
    const entry = registryEntry('http://127.0.0.1:8081/mf-manifest.json', buildFolder(JSON.stringify(routes)));
    expect(entry).toEqual({ manifest: 'http://127.0.0.1:8081/mf-manifest.json', routes, ...declared });
    const page = (p: string, step: string) => [{ ...routes[0], page: step, path: p, step }];
    const after = (step: string) => ({ ...declared, journey: { ...declared.journey, follows: step } });
    const registry = {
      calculator: entry,
      contract: { manifest: '/c/mf-manifest.json', routes: page('/contract', 'contract'), ...after('calculator') },
      confirm: { manifest: '/d/mf-manifest.json', routes: page('/confirm', 'confirm'), ...after('contract') },
      points: { manifest: '/e/mf-manifest.json', routes: page('/points', 'points'), ...after('confirm') },
      payment: { manifest: '/f/mf-manifest.json', routes: page('/payment', 'payment'), ...after('points') },
    };
    expect(parseRegistry(JSON.stringify(registry)).registry.calculator).toEqual({ ...entry, uses: [] });
  });

  it('takes the calls the step uses when its step.json lists them', () => {
    const uses = [{ method: 'GET', path: '/serverTime' }];
    const entry = registryEntry(
      'http://127.0.0.1:8081/mf-manifest.json',
      buildFolder(JSON.stringify(routes), JSON.stringify({ ...declared, uses })),
    );
    expect(entry).toEqual({ manifest: 'http://127.0.0.1:8081/mf-manifest.json', routes, ...declared, uses });
  });

  it('says what is missing when the build has no routes.json or no step.json', () => {
    expect(() => registryEntry('http://x/mf-manifest.json', buildFolder(null))).toThrow(/routes\.json is missing/);
    expect(() => registryEntry('http://x/mf-manifest.json', buildFolder(JSON.stringify(routes), null))).toThrow(
      /step\.json is missing/,
    );
  });

  it("refuses a declaration its schema refuses, naming the file, and leaves a step.json's $schema out of the entry", () => {
    expect(() => registryEntry('http://x/mf-manifest.json', buildFolder(JSON.stringify(routes), '[]'))).toThrow(
      /step\.json step\.json: must be object$/,
    );
    expect(() => registryEntry('http://x/mf-manifest.json', buildFolder('{}'))).toThrow(
      /routes\.json routes: must be array$/,
    );
    const named = JSON.stringify({ $schema: '../shared/step-contract/step.schema.json', ...declared });
    expect(registryEntry('http://x/mf-manifest.json', buildFolder(JSON.stringify(routes), named))).toEqual({
      manifest: 'http://x/mf-manifest.json',
      routes,
      ...declared,
    });
  });

  it('pins the container script of the build folder by its hash, as a release does', () => {
    const folder = buildFolder(JSON.stringify(routes));
    writeFileSync(path.join(folder, 'remoteEntry.js'), 'var greencard_calculator;');
    expect(registryEntry('http://x/mf-manifest.json', folder).integrity).toBe(
      `sha384-${createHash('sha384').update('var greencard_calculator;').digest('base64')}`,
    );
  });
});

/** @jest-environment node */
import crypto from 'node:crypto';
import { TEST_REGISTRY } from '../../src/testing/stepRegistry';
import type { Registry } from '../../src/remotes/registry';
import { buildKey, buildsChanged, buyerBuilds, KEPT_KEYS } from './buyerBuilds';

const NEXT = 'http://127.0.0.1:9104/1.1.0+next/mf-manifest.json';
const withTrial = (share: number): Registry => ({
  ...TEST_REGISTRY,
  points: { ...TEST_REGISTRY.points, trial: { ...TEST_REGISTRY.points, manifest: NEXT, share } },
});
const main = buildKey(TEST_REGISTRY.points.manifest);
const next = buildKey(NEXT);
const draws =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0.5;

describe("a buyer's builds", () => {
  it('gives a step without a trial its one build, with nothing drawn', () => {
    const draw = jest.fn(() => 0);
    const { builds, onTrial, given } = buyerBuilds(TEST_REGISTRY, {}, draw);
    expect(builds.points).toBe(main);
    expect(onTrial).toEqual([]);
    expect(given).toEqual(Object.keys(TEST_REGISTRY));
    expect(draw).not.toHaveBeenCalled();
  });

  it('gives the trial build by its share: a draw under the share gets it, one at or over it does not', () => {
    expect(buyerBuilds(withTrial(50), {}, draws(0.49)).onTrial).toEqual(['points']);
    expect(buyerBuilds(withTrial(50), {}, draws(0.5)).onTrial).toEqual([]);
  });

  it('is exact at share 0 and 100, whatever the draw', () => {
    for (const value of [0, 0.5, 0.999999]) {
      expect(buyerBuilds(withTrial(0), {}, draws(value)).builds.points).toBe(main);
      expect(buyerBuilds(withTrial(100), {}, draws(value)).builds.points).toBe(next);
    }
  });

  it('keeps the build a buyer has while the registry has it, whatever the share now says', () => {
    expect(buyerBuilds(withTrial(0), { points: next }, draws(0.9))).toMatchObject({
      onTrial: ['points'],
      given: expect.not.arrayContaining(['points']),
    });
    expect(buyerBuilds(withTrial(100), { points: main }, draws(0)).builds.points).toBe(main);
  });

  it('gives a build again to a buyer whose build left the registry', () => {
    const { builds, given } = buyerBuilds(TEST_REGISTRY, { points: next }, draws(0));
    expect(builds.points).toBe(main);
    expect(given).toContain('points');
  });

  it('has the session written only when a build was given or a kept step left the registry', () => {
    const kept = buyerBuilds(withTrial(50), {}, draws(0)).builds;
    expect(buildsChanged(kept, buyerBuilds(withTrial(50), kept, draws(0.9)))).toBe(false);
    const { points: _points, ...withoutPoints } = kept;
    expect(buildsChanged(withoutPoints, buyerBuilds(withTrial(50), withoutPoints, draws(0.9)))).toBe(true);
    const { points: _withdrawn, ...registry } = TEST_REGISTRY;
    const { payment: _payment, ...rest } = registry;
    expect(buildsChanged(kept, buyerBuilds({ ...rest, payment: TEST_REGISTRY.payment }, kept, draws(0)))).toBe(true);
  });

  it('names a build by its manifest URL, in ten cookie-safe characters', () => {
    expect(buildKey(NEXT)).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(buildKey(NEXT)).toBe(buildKey(NEXT));
    expect(buildKey(NEXT)).not.toBe(main);
  });
});

describe("a build's key", () => {
  const hashes = () => jest.spyOn(crypto, 'createHash');
  afterEach(() => jest.restoreAllMocks());

  it("is the first 10 characters of the manifest URL's sha256, computed once per URL", () => {
    const url = 'http://127.0.0.1:9104/1.2.0+once/mf-manifest.json';
    const hash = hashes();
    const key = buildKey(url);
    expect(key).toBe(crypto.createHash('sha256').update(url).digest('base64url').slice(0, 10));
    hash.mockClear();
    expect(buildKey(url)).toBe(key);
    expect(hash).not.toHaveBeenCalled();
  });

  it(`keeps at most ${KEPT_KEYS} keys: past them it starts afresh, and each key stays the same`, () => {
    const first = 'http://127.0.0.1:9104/0+first/mf-manifest.json';
    const key = buildKey(first);
    for (let build = 1; build <= KEPT_KEYS; build++) buildKey(`http://127.0.0.1:9104/${build}/mf-manifest.json`);
    const hash = hashes();
    expect(buildKey(first)).toBe(key);
    expect(hash).toHaveBeenCalledTimes(1);
  });
});

/** @jest-environment node */
import type { FastifyRequest } from 'fastify';
import { TEST_REGISTRY } from '../../src/testing/stepRegistry';
import { parseRegistry } from '../registry/registry';
import { buildKey } from './buyerBuilds';
import { keptBuyerView } from './keptBuyerView';

const NEXT = 'http://127.0.0.1:9104/1.1.0+next/mf-manifest.json';
const buyer = (builds?: Record<string, string>) => {
  const buyerSession = jest.fn(() => ({ contracts: [], ...(builds ? { builds } : {}) }));
  return { request: { buyerSession } as unknown as FastifyRequest, buyerSession };
};

describe('the registry of the builds a buyer runs, for its calls', () => {
  it('is the one registry, without reading the session, when no step has a trial build', () => {
    const loaded = parseRegistry(JSON.stringify(TEST_REGISTRY));
    const { request, buyerSession } = buyer({ points: 'anything' });
    expect(keptBuyerView(loaded, request)).toBe(loaded.forBuyer([]));
    expect(buyerSession).not.toHaveBeenCalled();
  });

  it("is the trial's registry for a buyer the pages gave the trial build, and the main one for any other", () => {
    const loaded = parseRegistry(
      JSON.stringify({
        ...TEST_REGISTRY,
        points: { ...TEST_REGISTRY.points, trial: { ...TEST_REGISTRY.points, manifest: NEXT, share: 50 } },
      }),
    );
    expect(keptBuyerView(loaded, buyer({ points: buildKey(NEXT) }).request)).toBe(loaded.forBuyer(['points']));
    expect(keptBuyerView(loaded, buyer({ points: buildKey(TEST_REGISTRY.points.manifest) }).request)).toBe(
      loaded.forBuyer([]),
    );
    // Never drawn here: a buyer without builds runs the main ones, whatever the share.
    expect(keptBuyerView(loaded, buyer().request)).toBe(loaded.forBuyer([]));
  });
});

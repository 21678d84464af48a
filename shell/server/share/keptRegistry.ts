// The registry of the builds a buyer already runs (docs/step-release.md, "share"): what the gateway forwards for that
// buyer and what its metrics name. Nothing is drawn here: only pages give a buyer a build.
import type { FastifyRequest } from 'fastify';
import type { BuyerRegistry, LoadedRegistry } from '../remotes';
import { buyerBuilds } from './buyerBuilds';

/** Never a trial build for a buyer the pages have not given one. */
const NO_DRAW = () => 1;

export function keptBuyerRegistry(loaded: LoadedRegistry, request: FastifyRequest): BuyerRegistry {
  // Without a trial build there is one registry for every buyer: nothing of the session to read for each call.
  if (loaded.buyerRegistries.length === 1) return loaded.buyerRegistries[0] as BuyerRegistry;
  const { onTrial } = buyerBuilds(loaded.registry, request.buyerSession().builds ?? {}, NO_DRAW);
  return loaded.forBuyer(onTrial);
}

// The view of the registry of the builds a buyer already runs (docs/step-release.md, "share"): what the gateway
// forwards for that buyer and what its metrics name. Nothing is drawn here: only pages give a buyer a build.
import type { FastifyRequest } from 'fastify';
import type { BuyerView, ParsedRegistry } from '../registry/registry';
import { buyerBuilds, NO_TRIAL } from './buyerBuilds';

export function keptBuyerView(loaded: ParsedRegistry, request: FastifyRequest): BuyerView {
  // Without a trial build there is one view for every buyer: nothing of the session to read for each call.
  if (loaded.buyerViews.length === 1) return loaded.buyerViews[0] as BuyerView;
  // Never a trial build for a buyer the pages have not given one.
  const { onTrial } = buyerBuilds(loaded.registry, request.buyerSession().builds ?? {}, NO_TRIAL);
  return loaded.forBuyer(onTrial);
}

import type { ReturnVisit } from '../routing/resolvePage';

/**
 * Whether an address brings a return: what the provider sent back, or the shop's contract id. The bare return path
 * the page puts in the address bar after reading it brings none, so it is no new return to confirm.
 */
export function carriesReturn(visit: ReturnVisit): boolean {
  return visit.contractId !== undefined || Object.keys(visit.params).length > 0;
}

/** The contract to confirm: the one the return address names (it outlives a lost journey), else the journey's. */
export function contractToConfirm(visit: ReturnVisit, draftId: number | undefined): number | undefined {
  return visit.contractId ?? draftId;
}

// A journey ends when its contract was paid and its policy downloaded: after a short grace no session reaches that
// contract any more, so a cookie copied or kept after the purchase opens neither the policy nor the receipt
// (docs/shop-server.md, section 2). Kept as notes by contract, which every replica shares with Redis.
import type { Notes } from '../store/notes';
import { CONTRACT_TTL_SECONDS } from './buyerSession';

/**
 * How long the policy stays open after its first download: the result page reloaded, the policy in the other
 * language, a second try of a download the browser lost.
 */
export const DOCUMENT_GRACE_SECONDS = 60 * 60;

const paidKey = (contractId: number) => `contract-paid:${contractId}`;
const downloadedKey = (contractId: number) => `contract-downloaded:${contractId}`;

/** The insurer confirmed the contract PAID to a session that holds it. A contract leaves every session within its TTL. */
export const notePaid = (notes: Notes, contractId: number): Promise<void> =>
  notes.set(paidKey(contractId), '1', CONTRACT_TTL_SECONDS);

/** The insurer gave the contract's policy: for a paid contract, the first time starts the grace. */
export async function noteDocumentGiven(notes: Notes, contractId: number, nowSeconds: number): Promise<void> {
  if (!(await notes.get(paidKey(contractId))) || (await notes.get(downloadedKey(contractId)))) return;
  await notes.set(downloadedKey(contractId), String(nowSeconds), CONTRACT_TTL_SECONDS);
}

/** Whether the contract's journey has ended: paid, its policy downloaded, and the grace over. */
export async function journeyEnded(notes: Notes, contractId: number, nowSeconds: number): Promise<boolean> {
  const downloadedAt = Number(await notes.get(downloadedKey(contractId)));
  return downloadedAt > 0 && nowSeconds - downloadedAt >= DOCUMENT_GRACE_SECONDS;
}

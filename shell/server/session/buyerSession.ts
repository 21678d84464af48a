// What the shop server knows of one browser: the contracts it created, the loyalty customer it arrived as, and the
// build of each step it runs (docs/step-release.md, "share").
// It travels in a sealed cookie (docs/shop-server.md), so any replica can read it; the contracts are kept on the
// server too, under the session's id (contractStore.ts), so that two requests that each add one keep both. Pure
// functions: the cookie plumbing is in sessionPlugin.ts.
import { randomBytes } from 'node:crypto';
import { isStepName } from '@greencard/step-contract/stepName';
import { jsonObjectOf } from '../jsonBody';

export interface SessionContract {
  id: number;
  number: string;
  /** When the draft was saved, in epoch seconds: old contracts leave the session. */
  savedAt: number;
}

export interface BuyerSession {
  /** The key of the session's contracts on the server (contractStore.ts); given with its first contract. */
  id?: string;
  contracts: readonly SessionContract[];
  loyaltyCustomerId?: string;
  /** Per step, the key of the build this buyer was given (shell/server/share/buyerBuilds.ts). */
  builds?: Readonly<Record<string, string>>;
  /** When the server last wrote the cookie, in epoch seconds: a session idle longer than IDLE_SECONDS has ended. */
  seenAt?: number;
}

export const EMPTY_SESSION: BuyerSession = { contracts: [] };

/** A contract is signed and paid on the day it was drafted; two days cover a result page reloaded after midnight. */
export const CONTRACT_TTL_SECONDS = 2 * 24 * 60 * 60;
/**
 * A session unused this long has ended: its cookie is read as no session. A day: a journey is signed and paid on the
 * day of its draft, and the page's result record, which lets the result pages be reloaded, lasts a day too
 * (docs/product-rules.md, D10); a loyalty customer back later comes through the programme's link again.
 */
export const IDLE_SECONDS = 24 * 60 * 60;
/** Enough for a buyer who starts over several times, small enough for a cookie. */
export const MAX_CONTRACTS = 10;

const LOYALTY_ID = /^[A-Za-z0-9_-]{1,64}$/;
// A build's key: what a session may keep of the builds it was given, under each step's name (docs/step-release.md).
const BUILD_KEY = /^[A-Za-z0-9_-]{10}$/;
/** More steps than a shop has; a cookie that names more is not one the server wrote. */
const MAX_STEPS = 32;
const CONTRACT_NUMBER = /^[\p{L}\p{N}/_-]{1,40}$/u;
/** 128 random bits, base64url: not guessable, so a session's contracts cannot be reached by another's id. */
const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

export const isLoyaltyCustomerId = (value: unknown): value is string =>
  typeof value === 'string' && LOYALTY_ID.test(value);

const isContractId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The compact form kept in the cookie: {t: seenAt, s?: id, c: [[id, number, savedAt], ...], l?: loyalty id, b?: {step: build key}}. */
interface Stored {
  t?: number;
  s?: string;
  c: [number, string, number][];
  l?: string;
  b?: Record<string, string>;
}

export function serializeSession(session: BuyerSession): string {
  const stored: Stored = {
    ...(session.seenAt === undefined ? {} : { t: session.seenAt }),
    ...(session.id ? { s: session.id } : {}),
    c: session.contracts.map((c) => [c.id, c.number, c.savedAt]),
  };
  if (session.loyaltyCustomerId) stored.l = session.loyaltyCustomerId;
  if (session.builds && Object.keys(session.builds).length) stored.b = { ...session.builds };
  return Buffer.from(JSON.stringify(stored)).toString('base64url');
}

/** The builds a cookie names, keeping only well-formed step names and build keys. */
function parseBuilds(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value)
    .filter(
      (entry): entry is [string, string] =>
        isStepName(entry[0]) && typeof entry[1] === 'string' && BUILD_KEY.test(entry[1]),
    )
    .slice(0, MAX_STEPS);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * Reads a cookie value; anything unreadable is an empty session, and so is one last written IDLE_SECONDS ago or more
 * (or with no time at all: a replayed cookie does not outlive its idle time); expired contracts are dropped.
 */
export function parseSession(value: string, nowSeconds: number): BuyerSession {
  const stored = jsonObjectOf(Buffer.from(value, 'base64url'));
  if (!stored) return EMPTY_SESSION;
  const { t, s, c, l, b } = stored as Partial<Record<keyof Stored, unknown>>;
  if (typeof t !== 'number' || !(nowSeconds - t < IDLE_SECONDS)) return EMPTY_SESSION;
  const contracts = (Array.isArray(c) ? c : [])
    .filter(
      (entry): entry is [number, string, number] =>
        Array.isArray(entry) &&
        isContractId(entry[0]) &&
        typeof entry[1] === 'string' &&
        typeof entry[2] === 'number' &&
        nowSeconds - entry[2] < CONTRACT_TTL_SECONDS,
    )
    .map(([id, number, savedAt]) => ({ id, number, savedAt }));
  const builds = parseBuilds(b);
  return {
    ...(typeof s === 'string' && SESSION_ID.test(s) ? { id: s } : {}),
    contracts,
    ...(isLoyaltyCustomerId(l) ? { loyaltyCustomerId: l } : {}),
    ...(builds ? { builds } : {}),
    seenAt: t,
  };
}

/** The session with one more contract (the newest last; the oldest leave past MAX_CONTRACTS). */
export function withContract(session: BuyerSession, contract: SessionContract): BuyerSession {
  if (!isContractId(contract.id) || !CONTRACT_NUMBER.test(contract.number)) return session;
  const others = session.contracts.filter((c) => c.id !== contract.id);
  return { ...session, contracts: [...others, contract].slice(-MAX_CONTRACTS) };
}

/** The session with an id of its own: the one it has, or a new one. */
export const withSessionId = (session: BuyerSession): BuyerSession & { id: string } =>
  session.id ? (session as BuyerSession & { id: string }) : { ...session, id: randomBytes(16).toString('base64url') };

/** The session holding the contracts it holds and those given (kept on the server), the newest last. */
export function withContracts(session: BuyerSession, contracts: readonly SessionContract[]): BuyerSession {
  const merged = [...session.contracts, ...contracts].sort((a, b) => a.savedAt - b.savedAt);
  return merged.reduce(withContract, { ...session, contracts: [] });
}

export function withLoyaltyCustomer(session: BuyerSession, loyaltyCustomerId: string): BuyerSession {
  return isLoyaltyCustomerId(loyaltyCustomerId) ? { ...session, loyaltyCustomerId } : session;
}

export const holdsContract = (session: BuyerSession, contractId: number): boolean =>
  session.contracts.some((c) => c.id === contractId);

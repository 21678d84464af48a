/** @jest-environment node */
import {
  CONTRACT_TTL_SECONDS,
  EMPTY_SESSION,
  holdsContract,
  IDLE_SECONDS,
  MAX_CONTRACTS,
  parseSession,
  serializeSession,
  withContract,
  withContracts,
  withLoyaltyCustomer,
  withSessionId,
} from './buyerSession';
import { HOLD_MS } from '@greencard/release/retention';

const NOW = 1_800_000_000;
const contract = (id: number, savedAt = NOW) => ({ id, number: `GC${String(id).padStart(8, '0')}`, savedAt });
/** A session as the server writes it: with the time of the write. */
const SEEN = { contracts: [], seenAt: NOW };

describe('the buyer session', () => {
  it('survives the cookie round trip', () => {
    const session = withLoyaltyCustomer(withContract(SEEN, contract(41)), 'LC-1001');
    expect(parseSession(serializeSession(session), NOW)).toEqual(session);
  });

  it('keeps the build of each step the buyer was given, through a contract and a loyalty customer joining it', () => {
    const session = withLoyaltyCustomer(
      withContract({ ...SEEN, builds: { points: 'AbCdE-_123', payment: '0123456789' } }, contract(41)),
      'LC-1001',
    );
    expect(parseSession(serializeSession(session), NOW).builds).toEqual({
      points: 'AbCdE-_123',
      payment: '0123456789',
    });
  });

  it('drops builds a cookie names under a name no step has, or with a key no build has', () => {
    const cookie = (b: unknown) => Buffer.from(JSON.stringify({ t: NOW, c: [], b })).toString('base64url');
    expect(
      parseSession(cookie({ 'Check-out': '0123456789', points: 'short', payment: '0123456789' }), NOW).builds,
    ).toEqual({ payment: '0123456789' });
    expect(parseSession(cookie(['0123456789']), NOW).builds).toBeUndefined();
  });

  it('holds the contracts it was given, newest last, at most ten', () => {
    let session = EMPTY_SESSION;
    for (let id = 1; id <= MAX_CONTRACTS + 2; id++) session = withContract(session, contract(id));
    expect(session.contracts.map((c) => c.id)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(holdsContract(session, 2)).toBe(false);
    expect(holdsContract(session, 12)).toBe(true);
    expect(withContract(session, contract(5)).contracts.at(-1)?.id).toBe(5);
  });

  it('keeps its id through the cookie, gives one only to a session that has none, and reads no malformed one', () => {
    const session = withSessionId(withContract(SEEN, contract(41)));
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(withSessionId(session)).toBe(session);
    expect(withSessionId(EMPTY_SESSION).id).not.toBe(session.id);
    expect(parseSession(serializeSession(session), NOW)).toEqual(session);
    const cookie = (s: unknown) => Buffer.from(JSON.stringify({ t: NOW, s, c: [] })).toString('base64url');
    for (const id of ['short', 'x'.repeat(23), 'a b'.padEnd(22, 'c'), 42])
      expect(parseSession(cookie(id), NOW).id).toBeUndefined();
  });

  it('holds the contracts of its cookie and those kept on the server, each once, the newest last', () => {
    const session = withContract(withContract(EMPTY_SESSION, contract(1, NOW - 30)), contract(3, NOW - 10));
    const merged = withContracts(session, [contract(2, NOW - 20), contract(3, NOW - 10), contract(4, NOW)]);
    expect(merged.contracts.map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });

  it('lets contracts expire two days after their draft', () => {
    const session = withContract(
      withContract(SEEN, contract(1, NOW - CONTRACT_TTL_SECONDS)),
      contract(2, NOW - CONTRACT_TTL_SECONDS + 1),
    );
    expect(parseSession(serializeSession(session), NOW).contracts.map((c) => c.id)).toEqual([2]);
  });

  it('ends when its cookie was last written a day ago or more, or carries no time', () => {
    const session = withLoyaltyCustomer(withSessionId(withContract(SEEN, contract(41))), 'LC-1001');
    const written = serializeSession(session);
    expect(parseSession(written, NOW + IDLE_SECONDS - 1)).toEqual(session);
    expect(parseSession(written, NOW + IDLE_SECONDS)).toEqual(EMPTY_SESSION);
    expect(parseSession(serializeSession({ ...session, seenAt: undefined }), NOW)).toEqual(EMPTY_SESSION);
    const cookie = (t: unknown) => Buffer.from(JSON.stringify({ t, c: [[41, 'GC41', NOW]] })).toString('base64url');
    for (const t of ['1800000000', null, Number.NaN]) expect(parseSession(cookie(t), NOW)).toEqual(EMPTY_SESSION);
  });

  it.each([
    ['not base64 JSON', '%%%', EMPTY_SESSION],
    ['JSON that is no object', Buffer.from('42').toString('base64url'), EMPTY_SESSION],
    [
      'entries of the wrong shape',
      Buffer.from(JSON.stringify({ t: NOW, c: [['1', 'GC1', NOW], [0, 'GC', NOW], [2]], l: '<x>' })).toString(
        'base64url',
      ),
      SEEN,
    ],
  ])('reads %s as an empty session', (_name, value, empty) => {
    expect(parseSession(value, NOW)).toEqual(empty);
  });

  it.each([
    ['an id that is no positive whole number', { id: 0, number: 'GC1', savedAt: NOW }],
    ['a number with markup', { id: 1, number: '<script>', savedAt: NOW }],
  ])('ignores %s', (_name, given) => {
    expect(withContract(EMPTY_SESSION, given)).toBe(EMPTY_SESSION);
  });

  it.each(['', 'a'.repeat(65), 'LC 1001', 'LC-1001<'])('refuses the loyalty id %p', (id) => {
    expect(withLoyaltyCustomer(EMPTY_SESSION, id)).toBe(EMPTY_SESSION);
  });
});

it('ends before a build it may hold can be pruned from the build store (docs/step-release.md, "Builds that stay")', () => {
  expect(HOLD_MS).toBeGreaterThanOrEqual(IDLE_SECONDS * 1000);
});

/** @jest-environment node */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { memoryCounters } from '../store/counters';
import { smsChallenges } from './smsChallenge';

const SECRET = 'a-secret-of-thirty-two-characters-at-least';
const SIZE = { cost: 1, maxCounter: 50 };

async function solved(challenges: ReturnType<typeof smsChallenges>) {
  const challenge = await challenges.issue();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64url');
}

describe('the SMS challenge', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for a counter below its bound, with the cost it was given, and signs it', async () => {
    const challenge = await smsChallenges(SECRET, { cost: 7, maxCounter: 3 }, memoryCounters()).issue();
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 7 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution?.counter).toBeLessThan(3);
  });

  it("accepts a solution once, and none of another server's challenge", async () => {
    const challenges = smsChallenges(SECRET, SIZE, memoryCounters());
    const proof = await solved(challenges);
    expect(await challenges.accepts(proof)).toBe(true);
    expect(await challenges.accepts(proof)).toBe(false);
    const elsewhere = await solved(smsChallenges('another-secret-of-thirty-two-characters', SIZE, memoryCounters()));
    expect(await challenges.accepts(elsewhere)).toBe(false);
    expect(await challenges.accepts(undefined)).toBe(false);
    expect(await challenges.accepts(['a', 'b'])).toBe(false);
  });

  it('refuses a challenge solved more than five minutes after it was issued', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout'] });
    const challenges = smsChallenges(SECRET, SIZE, memoryCounters());
    const proof = await solved(challenges);
    jest.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    expect(await challenges.accepts(proof)).toBe(false);
  });
});

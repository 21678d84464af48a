/** @jest-environment node */
import { cookieSealer } from './sealedCookie';

const KEY = 'test-session-secret-of-32-characters!!';
const OLD_KEY = 'replicas-share-this-session-secret-of-32';
const SESSION = JSON.stringify({ t: 1_800_000_000, c: [[41, 'GC00000041', 1_800_000_000]], l: 'LC-1001' });

describe('the sealed session cookie', () => {
  it('opens what it sealed, and shows nothing of it: no contract number, no loyalty customer', () => {
    const sealer = cookieSealer([KEY]);
    const sealed = sealer.seal(SESSION);
    expect(sealer.open(sealed)).toBe(SESSION);
    const seen = [sealed, Buffer.from(sealed, 'base64url').toString('latin1')].join('\n');
    for (const secret of ['GC00000041', 'LC-1001', '1800000000']) expect(seen).not.toContain(secret);
    // A fresh value each time: two cookies of one session cannot be told equal.
    expect(sealer.seal(SESSION)).not.toBe(sealed);
  });

  it('opens with any of the keys, so a rotation signs nobody out, and replicas that share the keys read each other', () => {
    const before = cookieSealer([OLD_KEY]).seal(SESSION);
    expect(cookieSealer([KEY, OLD_KEY]).open(before)).toBe(SESSION);
    expect(cookieSealer([KEY]).open(before)).toBeUndefined();
    expect(cookieSealer([KEY, OLD_KEY]).open(cookieSealer([KEY]).seal(SESSION))).toBe(SESSION);
  });

  it('opens nothing changed or made up', () => {
    const sealer = cookieSealer([KEY]);
    const sealed = sealer.seal(SESSION);
    const flipped = (at: number) => `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    for (const value of [
      flipped(3),
      flipped(20),
      flipped(sealed.length - 2),
      sealed.slice(0, -4),
      Buffer.from(SESSION).toString('base64url'),
      '',
      '%%%',
    ])
      expect(sealer.open(value)).toBeUndefined();
  });
});

/** @jest-environment node */
import { memoryNotes } from '../store/notes';
import { codeWasRight } from '../gateway/forwarding';
import { isPhoneOwner, notePhoneOwner } from './smsSending';

const SECRET = 'a-secret-of-thirty-two-characters-at-least';
const DAY_MS = 24 * 60 * 60_000;

describe("a phone's owner", () => {
  it('is the session that entered a right code for it, for as long as a session lives', async () => {
    let now = 1_800_000_000_000;
    const notes = memoryNotes(() => now);
    const owner = { sessionId: 'AAAAAAAAAAAAAAAAAAAAAA', clientKey: '10.0.0.1' };
    expect(await isPhoneOwner(notes, 'p1', owner, SECRET)).toBe(false);
    await notePhoneOwner(notes, 'p1', owner, SECRET);
    // The same session from another address (a phone moving between networks) is still the owner.
    expect(await isPhoneOwner(notes, 'p1', { ...owner, clientKey: '10.9.9.9' }, SECRET)).toBe(true);
    expect(await isPhoneOwner(notes, 'p2', { ...owner, clientKey: '10.9.9.9' }, SECRET)).toBe(false);
    now += DAY_MS;
    expect(await isPhoneOwner(notes, 'p1', { ...owner, clientKey: '10.9.9.9' }, SECRET)).toBe(false);
  });

  it("is whoever asks from the address that entered the phone's last right code, for a month", async () => {
    let now = 1_800_000_000_000;
    const notes = memoryNotes(() => now);
    await notePhoneOwner(notes, 'p1', { sessionId: 'AAAAAAAAAAAAAAAAAAAAAA', clientKey: '10.0.0.1' }, SECRET);
    const later = { sessionId: 'BBBBBBBBBBBBBBBBBBBBBB', clientKey: '10.0.0.1' };
    now += 7 * DAY_MS;
    expect(await isPhoneOwner(notes, 'p1', later, SECRET)).toBe(true);
    expect(await isPhoneOwner(notes, 'p1', { ...later, clientKey: '10.0.0.2' }, SECRET)).toBe(false);
    // The owner entered a code elsewhere since: that address is the owner's now.
    await notePhoneOwner(notes, 'p1', { sessionId: 'CCCCCCCCCCCCCCCCCCCCCC', clientKey: '10.0.0.2' }, SECRET);
    expect(await isPhoneOwner(notes, 'p1', later, SECRET)).toBe(false);
    now += 31 * DAY_MS;
    expect(await isPhoneOwner(notes, 'p1', { ...later, clientKey: '10.0.0.2' }, SECRET)).toBe(false);
  });

  it('is noted by keyed hashes: neither the session, the address nor the phone key of the note can be read back', async () => {
    const kept = new Map<string, string>();
    const notes = { set: async (key: string, value: string) => void kept.set(key, value), get: async () => undefined };
    await notePhoneOwner(notes, 'p1', { sessionId: 'AAAAAAAAAAAAAAAAAAAAAA', clientKey: '10.0.0.1' }, SECRET);
    const written = JSON.stringify([...kept]);
    expect(written).not.toContain('AAAAAAAAAAAAAAAAAAAAAA');
    expect(written).not.toContain('10.0.0.1');
  });

  it("is proved by the code check's answer 'OK' only", () => {
    expect(codeWasRight(Buffer.from('{"data":"OK"}'))).toBe(true);
    for (const answer of ['{"data":"WRONG"}', '{"data":{"ok":true}}', 'OK', '']) {
      expect(codeWasRight(Buffer.from(answer))).toBe(false);
    }
  });
});

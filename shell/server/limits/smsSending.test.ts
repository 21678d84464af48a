/** @jest-environment node */
import type { StepCall } from '@greencard/step-contract';
import { TEST_REGISTRY } from '../../src/testing/stepRegistry';
import { memoryNotes } from '../store/notes';
import {
  answerSaysSent,
  asksForSms,
  buyerSessionKey,
  messageOutcome,
  noteOwnerOfContractPhone,
  notePhoneOfContract,
  phoneOf,
  phoneToNote,
  sendingOf,
} from './smsSending';

/** A step's own declaration of one of its calls. */
const declared = (step: keyof typeof TEST_REGISTRY, path: string): StepCall => {
  const call = TEST_REGISTRY[step].calls.find((one) => one.path === path);
  if (!call) throw new Error(`${step} declares no ${path}`);
  return call;
};
const SEND = declared('confirm', '/sendCode');
const ORDER = declared('points', '/loyalty/order');
const DRAFT = declared('contract', '/green/save/draft');

const SECRET = 'a-secret-of-thirty-two-characters-at-least';

describe('who a message goes to', () => {
  it('keys a phone without naming it: one number one key, whatever its spelling', () => {
    const phone = phoneOf('+380 67 111 22 33', SECRET);
    expect(phone).toEqual(phoneOf('0671112233', SECRET));
    expect(phone.callingCode).toBe('380');
    expect(JSON.stringify(phone)).not.toContain('671112233');
    expect(phoneOf('0671112234', SECRET).phoneKey).not.toBe(phone.phoneKey);
    expect(phoneOf('0671112233', `${SECRET}!`).phoneKey).not.toBe(phone.phoneKey);
  });

  it("counts a contract's code against the phone its draft named, and a loyalty secret against the customer", async () => {
    const notes = memoryNotes();
    await notePhoneOfContract(notes, 41, phoneOf('+44 20 7946 0958', SECRET));
    const who = { sessionKey: 's', clientKey: 'c' };
    const send = { ...who, secret: SECRET, call: SEND, params: { contract_id: '41' } };
    expect(await sendingOf(notes, { ...send, contractId: 41 })).toEqual({
      ...who,
      ...phoneOf('+442079460958', SECRET),
      owner: false,
    });
    expect(await sendingOf(notes, { ...send, contractId: 42 })).toMatchObject({ phoneKey: 'contract:42' });
    const order = { customer_id: 'LC-1001', contract_id: 41, paidByPoints: 10 };
    expect(
      await sendingOf(notes, { ...who, secret: SECRET, call: ORDER, params: order, contractId: 41 }),
    ).toMatchObject({ phoneKey: 'loyalty:LC-1001', owner: true });
    expect(
      await sendingOf(notes, { ...who, secret: SECRET, call: DRAFT, params: { phone: '+44 20 7946 0958' } }),
    ).toMatchObject(phoneOf('+442079460958', SECRET));
  });

  it('takes the phone a call was sent with, not the first its owner declares', async () => {
    // A draft declaring a second phone first: a request sending only the other one still names the phone texted.
    const twoPhones: StepCall = { ...DRAFT, params: { alt_phone: 'phone', ...DRAFT.params } };
    const params = { phone: '+44 20 7946 0958' };
    expect(phoneToNote(twoPhones, params, SECRET)).toEqual(phoneOf('+442079460958', SECRET));
    const who = { sessionKey: 's', clientKey: 'c' };
    expect(await sendingOf(memoryNotes(), { ...who, secret: SECRET, call: twoPhones, params })).toMatchObject(
      phoneOf('+442079460958', SECRET),
    );
  });

  it("knows the owner of a contract's phone once a session entered the contract's right code", async () => {
    const notes = memoryNotes();
    await notePhoneOfContract(notes, 41, phoneOf('+380671112233', SECRET));
    await notePhoneOfContract(notes, 42, phoneOf('0671112233', SECRET));
    const sending = (sessionKey: string, clientKey: string) =>
      sendingOf(notes, {
        sessionKey,
        clientKey,
        secret: SECRET,
        call: SEND,
        params: { contract_id: '42' },
        contractId: 42,
      });
    const owner = { sessionId: 'owner-session-id-00001', clientKey: '10.0.0.1' };
    expect(await sending(owner.sessionId, owner.clientKey)).toMatchObject({ owner: false });
    await noteOwnerOfContractPhone(notes, 41, owner, SECRET);
    // Another contract of the same phone, in the owner's session or from the owner's address.
    expect(await sending(owner.sessionId, owner.clientKey)).toMatchObject({ owner: true });
    expect(await sending('another-session-000002', '10.0.0.1')).toMatchObject({ owner: true });
    expect(await sending('a-stranger-session-003', '10.6.6.6')).toMatchObject({ owner: false });
  });

  it("names the buyer's session to the insurer by a key of it, never by its id", () => {
    const key = buyerSessionKey('AAAAAAAAAAAAAAAAAAAAAA', SECRET);
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(key).not.toContain('AAAAAAAAAAAAAAAAAAAAAA');
    expect(buyerSessionKey('AAAAAAAAAAAAAAAAAAAAAB', SECRET)).not.toBe(key);
  });
});

describe('whether a message is asked for, and whether it went out', () => {
  it('asks for one with a code, and with a loyalty order only when it asks for the secret', () => {
    expect(asksForSms(SEND, { contract_id: '1' })).toBe(true);
    expect(asksForSms(ORDER, { customer_id: 'LC-1', contract_id: 1, paidByPoints: 10 })).toBe(true);
    expect(asksForSms(ORDER, { customer_id: 'LC-1', contract_id: 1, paidByPoints: 10, secret: '123456' })).toBe(false);
    expect(asksForSms(ORDER, { customer_id: 'LC-1', contract_id: 1, paidByPoints: 0 })).toBe(false);
  });

  it('reads a secret given as null or empty as no secret: a loyalty order without one asks for a message', () => {
    // An insurer reading JSON as most languages do takes either for a missing secret, and texts one.
    for (const secret of [null, ''])
      expect(asksForSms(ORDER, { customer_id: 'LC-1', contract_id: 1, paidByPoints: 10, secret })).toBe(true);
  });

  it.each([
    [{ data: { sentAt: 'now', resendAfterSeconds: 30 } }, true],
    [{ errorCode: 'AUTH_FAILED_SECRET_REQUIRED', errorMessage: 'sent', data: {} }, true],
    [{ errorCode: 0, data: {} }, true],
    [{ data: 'OK' }, false],
    [{ errorCode: 'AUTH_FAILED_INVALID_SECRET', errorMessage: 'wrong' }, false],
    [{ errorCode: 'NOT_ENOUGH_POINTS' }, false],
    [{ errorMessage: 'refused' }, false],
    ['not json', false],
    [null, false],
  ])("reads %j to a loyalty order as sent: %p (its owner's error codes that mean sent)", (answer, sent) => {
    const bytes = Buffer.from(typeof answer === 'string' ? answer : JSON.stringify(answer));
    expect(answerSaysSent(bytes, ORDER.texts?.sentErrorCodes)).toBe(sent);
  });

  it('reads an error code as sent only where the call says it means sent', () => {
    const refused = Buffer.from(JSON.stringify({ errorCode: 'AUTH_FAILED_SECRET_REQUIRED', errorMessage: 'x' }));
    expect(answerSaysSent(refused, SEND.texts?.sentErrorCodes)).toBe(false);
  });
});

describe('what became of a message asked for', () => {
  it.each([
    [200, false, 'sent'],
    [200, true, 'unsent'],
    [429, false, 'unsent'],
    [500, false, 'unsent'],
    [502, false, 'unsent'],
    [504, false, 'unknown'],
  ] as const)('an answer %d (the answer says unsent: %p) is %s', (status, unsent, outcome) => {
    expect(messageOutcome(status, unsent)).toBe(outcome);
  });
});

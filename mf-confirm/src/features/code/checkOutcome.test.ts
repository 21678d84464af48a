import { ApiError } from '@greencard/api';
import { needsNewCode, readCheck, toCodeFailure } from './checkOutcome';

describe('readCheck', () => {
  it.each<[string, Parameters<typeof readCheck>[0], ReturnType<typeof readCheck>]>([
    ["'OK'", { ok: true }, { kind: 'confirmed' }],
    ['a wrong code', { ok: false }, { kind: 'wrongCode' }],
    ['a wrong code with tries left', { ok: false, attemptsLeft: 3 }, { kind: 'wrongCode', attemptsLeft: 3 }],
    [
      'a wrong code with no tries left',
      { ok: false, attemptsLeft: 0 },
      { kind: 'failed', failure: { key: 'codeAttemptsExhausted' } },
    ],
  ])('reads %s', (_case, answer, outcome) => {
    expect(readCheck(answer)).toEqual(outcome);
  });
});

describe('toCodeFailure', () => {
  it('keeps the catalogue key and the insurer text or notice', () => {
    expect(toCodeFailure(new ApiError('checkOTP', { status: 404 }), 'checkOTP')).toEqual({ key: 'checkOTP' });
    expect(toCodeFailure(new ApiError('insurerMessage', { status: 400, text: 'Bad.' }), 'checkOTP')).toEqual({
      key: 'insurerMessage',
      text: 'Bad.',
    });
    expect(toCodeFailure(new ApiError('underwriting', { notice: 'underwritingPerson' }), 'sendOTP')).toEqual({
      key: 'underwriting',
      notice: 'underwritingPerson',
    });
  });

  it('gives the fallback key for anything that is no ApiError', () => {
    expect(toCodeFailure(new Error('boom'), 'sendOTP')).toEqual({ key: 'sendOTP' });
  });
});

describe('needsNewCode', () => {
  it.each<[Parameters<typeof needsNewCode>[0], boolean]>([
    [{ key: 'codeAttemptsExhausted' }, true],
    [{ key: 'codeExpired' }, true],
    [{ key: 'checkOTP' }, false],
    [{ key: 'tooManyAttempts' }, false],
    [{ key: 'serverError' }, false],
    [null, false],
  ])('%j -> %s', (failure, expected) => {
    expect(needsNewCode(failure)).toBe(expected);
  });
});

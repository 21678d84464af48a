import { phoneHint } from './phoneHint';

const HINT = '+380 and 9 digits, or an international number';

describe('phoneHint', () => {
  it('is shown while the field is fine or says something else', () => {
    expect(phoneHint(undefined, HINT)).toBe(HINT);
    expect(phoneHint('required', HINT)).toBe(HINT);
    expect(phoneHint('contract:validation.tooLong', HINT)).toBe(HINT);
  });

  it('steps aside while the invalid-phone message says the format itself', () => {
    expect(phoneHint('contract:validation.phoneInvalid', HINT)).toBeUndefined();
  });
});

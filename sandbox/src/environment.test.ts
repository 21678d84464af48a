import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSandboxEnvironment } from './environment';

describe("the sandbox's environment", () => {
  it('listens on 127.0.0.1:8090 with the sandbox token, logs, and allows 5, 20 and 50 texts per phone by default', () => {
    expect(readSandboxEnvironment({})).toEqual({
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PORT: 8090,
      SANDBOX_TOKEN: 'sandbox-token',
      SANDBOX_LOG: '1',
      SANDBOX_CARDLAB: '0',
      SANDBOX_SMS_PER_PHONE_10MIN: 5,
      SANDBOX_SMS_PER_PHONE_DAY: 20,
      SANDBOX_SMS_PER_PHONE_ALL_DAY: 50,
    });
  });

  it('converts what it is given, takes an empty value for the default, and reads nothing else', () => {
    expect(
      readSandboxEnvironment({
        SANDBOX_PORT: '0',
        SANDBOX_TOKEN: '',
        SANDBOX_LOG: '0',
        SANDBOX_SMS_PER_PHONE_DAY: '3',
        PATH: '/bin',
      }),
    ).toMatchObject({
      SANDBOX_PORT: 0,
      SANDBOX_TOKEN: 'sandbox-token',
      SANDBOX_LOG: '0',
      SANDBOX_SMS_PER_PHONE_DAY: 3,
    });
    expect(readSandboxEnvironment({ PATH: '/bin' })).not.toHaveProperty('PATH');
  });

  it.each([
    [{ SANDBOX_PORT: '70000' }, 'SANDBOX_PORT must be <= 65535, not 70000'],
    [{ SANDBOX_PORT: 'eighty' }, 'SANDBOX_PORT must be integer, not eighty'],
    [{ SANDBOX_SMS_PER_PHONE_10MIN: '0' }, 'SANDBOX_SMS_PER_PHONE_10MIN must be >= 1, not 0'],
    [{ SANDBOX_SMS_PER_PHONE_DAY: '2.5' }, 'SANDBOX_SMS_PER_PHONE_DAY must be integer, not 2.5'],
    [{ SANDBOX_CARDLAB: 'yes' }, 'SANDBOX_CARDLAB must be equal to one of the allowed values (0, 1), not yes'],
  ])('refuses %p, saying which variable wants what', (env, message) => {
    expect(() => readSandboxEnvironment(env)).toThrow(message);
  });
});

describe("the sandbox's secrets as files (NAME_FILE)", () => {
  it('reads a secret from its file, trimmed, and refuses it given both ways', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sandbox-secret-')), 'easypay');
    writeFileSync(file, 'easypay-key-from-a-file\n');
    expect(readSandboxEnvironment({ EASYPAY_SECRET_FILE: file }).EASYPAY_SECRET).toBe('easypay-key-from-a-file');
    expect(() => readSandboxEnvironment({ EASYPAY_SECRET: 'x', EASYPAY_SECRET_FILE: file })).toThrow(
      'EASYPAY_SECRET and EASYPAY_SECRET_FILE are both set',
    );
    expect(() => readSandboxEnvironment({ SANDBOX_TOKEN_FILE: `${file}.gone` })).toThrow(
      /^SANDBOX_TOKEN_FILE cannot be read: ENOENT/,
    );
  });
});

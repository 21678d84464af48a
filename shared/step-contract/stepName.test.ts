import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { isStepName, STEP_NAME_PATTERN, STEP_NAME_RULE } from './stepName';
import schema from './stepName.schema.json';

describe("a step's name", () => {
  it.each(['calculator', 'review', 'p', 'loyaltyPoints2', `a${'b'.repeat(31)}`])('may be %s', (name) => {
    expect(isStepName(name)).toBe(true);
  });

  it.each(['Review', '2fa', 'check-out', 'check_out', '', `a${'b'.repeat(32)}`, 3, undefined])(
    'may not be %p',
    (name) => {
      expect(isStepName(name)).toBe(false);
    },
  );

  it('is the rule of stepName.schema.json, which the documents refer to', () => {
    expect(STEP_NAME_PATTERN).toBe(schema.pattern);
    expect(STEP_NAME_RULE).toBe('a lowercase letter, then up to 31 letters or digits');
  });

  it('brings no validator to the page that imports it', () => {
    /** Whether Node loads Ajv when it requires `module` of this package. */
    const loadsAjv = (module: string) =>
      execFileSync(
        process.execPath,
        [
          '-e',
          `require('${module}'); process.stdout.write(String(Object.keys(require.cache).some((f) => f.includes('${path.sep}ajv${path.sep}'))))`,
        ],
        {
          cwd: __dirname,
          encoding: 'utf8',
        },
      );
    expect(loadsAjv('./stepName')).toBe('false');
    expect(loadsAjv('./index')).toBe('true');
  });
});

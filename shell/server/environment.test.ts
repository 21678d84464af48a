/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SANDBOX_SECRETS, SANDBOX_VARIABLES } from '../../sandbox/src/environment';
import { readEnvironment, SHOP_SECRETS, SHOP_VARIABLES } from './environment';

/** `.env.example`'s variables as it writes them, `# NAME=default`, each after the comment that says what it means. */
function exampleVariables(): Map<string, { fallback: string; meaning: string }> {
  const lines = readFileSync(path.join(__dirname, '..', '..', '.env.example'), 'utf8').split('\n');
  const found = new Map<string, { fallback: string; meaning: string }>();
  lines.forEach((line, index) => {
    const variable = /^# ([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (variable)
      found.set(variable[1] as string, { fallback: variable[2] as string, meaning: lines[index - 1] ?? '' });
  });
  return found;
}

const schemaDefault = (variable: object) => ('default' in variable ? String(variable.default) : '');

describe('.env.example, the list of the variables', () => {
  const example = exampleVariables();

  it.each([
    ['the shop server', SHOP_VARIABLES],
    ['the sandbox', SANDBOX_VARIABLES],
  ] as const)(
    "lists every variable of %s's schema with the schema's default and what it means",
    (_program, variables) => {
      for (const [name, variable] of Object.entries(variables)) {
        expect({ name, fallback: example.get(name)?.fallback }).toEqual({ name, fallback: schemaDefault(variable) });
        expect(example.get(name)?.meaning).toMatch(/^# \S/);
      }
    },
  );

  it.each([
    ['the shop server', SHOP_SECRETS],
    ['the sandbox', SANDBOX_SECRETS],
  ] as const)('lists the file variant of every secret of %s, with no default', (_program, secrets) => {
    for (const name of secrets) {
      expect({ name, fallback: example.get(`${name}_FILE`)?.fallback }).toEqual({ name, fallback: '' });
      expect(example.get(`${name}_FILE`)?.meaning).toMatch(/^# \S/);
    }
  });

  it("lists nothing no program reads (the steps' ports are npm start's, scripts/services.mjs)", () => {
    const secretFiles = [...SHOP_SECRETS, ...SANDBOX_SECRETS].map((name) => `${name}_FILE`);
    const read = new Set([...Object.keys(SHOP_VARIABLES), ...Object.keys(SANDBOX_VARIABLES), ...secretFiles]);
    // The other scripts' section is checked against the scripts (shared/build/scriptVariables.test.ts).
    const scripts = readFileSync(path.join(__dirname, '..', '..', '.env.example'), 'utf8').split(
      '## The other scripts',
    )[1];
    const ofScripts = (name: string) => scripts?.includes(`\n# ${name}=`);
    expect(
      [...example.keys()].filter((name) => !read.has(name) && !/^MF_[A-Z]+_PORT$/.test(name) && !ofScripts(name)),
    ).toEqual([]);
  });
});

describe("reading the shop's variables", () => {
  it('converts, fills in defaults, takes empty for unset and leaves the rest of the environment out', () => {
    const values = readEnvironment({ PORT: '7', LOG_LEVEL: '', HOME: '/root' });
    expect(values).toMatchObject({ PORT: 7, LOG_LEVEL: 'info', HOST: '127.0.0.1' });
    expect(values).not.toHaveProperty('HOME');
  });

  it('names each wrong variable, what it must be and what it was given', () => {
    expect(() => readEnvironment({ PORT: 'lots', LOG_LEVEL: 'loud' })).toThrow(
      'PORT must be integer, not lots; LOG_LEVEL must be equal to one of the allowed values (fatal, error, warn, info, debug, trace, silent), not loud',
    );
  });

  it('reads a secret from the file NAME_FILE names, trimmed, and refuses it given both ways or in a file it cannot read', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-secret-')), 'token');
    writeFileSync(file, 'from-a-file\n');
    expect(readEnvironment({ COM_TOKEN_FILE: file }).COM_TOKEN).toBe('from-a-file');
    // Only a secret's file is read.
    expect(readEnvironment({ HOST_FILE: file }).HOST).toBe('127.0.0.1');
    expect(() => readEnvironment({ COM_TOKEN: 'a', COM_TOKEN_FILE: file })).toThrow(
      'COM_TOKEN and COM_TOKEN_FILE are both set',
    );
    expect(() => readEnvironment({ COM_TOKEN_FILE: `${file}.gone` })).toThrow(/^COM_TOKEN_FILE cannot be read: ENOENT/);
  });
});

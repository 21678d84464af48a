/** @jest-environment node */
// The list of keys written in the repository is complete: every key a tracked file writes down, whatever the file,
// is on it, so production refuses it. A key is a literal of 32 or more key characters that either is named like one
// (a word "secret" or "key" in it: `a-secret-of-…`) or stands on a line that names a key (SESSION_SECRET,
// LOYALTY_LINK_KEY, or a name ending in secret or key given a value: `const SECRET =`, `key:`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPOSITORY_SECRETS } from './repositorySecrets';
import { isRepositorySecret, MIN_SECRET_LENGTH } from './deploymentSecrets';

const ROOT = path.resolve(__dirname, '../../..');
/** A key as it is written: a run of non-space characters that a quote, `=`, `:` or `:-` (a compose default) opens. */
const KEY = new RegExp(`(?::-|['"\`=:])\\s*([\\w!#$%&*+./=@^~-]{${MIN_SECRET_LENGTH},})`, 'g');
const NAMES_A_KEY = /SESSION_SECRET|LOYALTY_LINK_KEY|\b\w*(?:secret|key)s?\s*[=:]/i;
const KEY_WORD = /(?:^|[-_.])(?:secret|key)(?:[-_.!]|$)/i;
/** What such a run is when it is no key: an address, a hash, a chain of names, a path. */
const NO_KEY = [
  /:\/\/|^http/,
  /@/,
  /^[0-9a-f-]+$/i,
  /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/,
  /^[\w.-]*\/[\w./-]*$/,
];

/** The keys one text writes down. */
function keysIn(text: string, isPath: (value: string) => boolean = () => false): string[] {
  const keys: string[] = [];
  for (const line of text.split('\n')) {
    const namesAKey = NAMES_A_KEY.test(line);
    for (const [, key] of line.matchAll(KEY)) {
      if (!key || isPath(key) || NO_KEY.some((pattern) => pattern.test(key))) continue;
      if (namesAKey || KEY_WORD.test(key)) keys.push(key);
    }
  }
  return keys;
}

/** Every key in every tracked file (binary files and the lock file aside), with the file it is in. */
function keysWrittenInRepository(): Map<string, string> {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  const tracked = new Set(files);
  const found = new Map<string, string>();
  for (const file of files) {
    if (file === 'package-lock.json') continue;
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(ROOT, file));
    } catch {
      continue; // deleted in the work tree
    }
    if (bytes.includes(0)) continue;
    for (const key of keysIn(bytes.toString('utf8'), (value) => tracked.has(value))) found.set(key, file);
  }
  return found;
}

describe('the keys a text writes down', () => {
  const long = (word: string) => `${word}-${'x'.repeat(MIN_SECRET_LENGTH)}`;
  it.each([
    ['a constant named like a key', `const SECRET = '${long('abc')}';`],
    ['an environment file', `SESSION_SECRET=${long('abc')}`],
    ['a compose default', `SESSION_SECRET: \${SESSION_SECRET:-${long('abc')}}`],
    ['an option', `loyaltyLink('LC-1', { key: "${long('abc')}" })`],
    ['a literal named like a key on any line', `sign(\`${long('my-secret')}\`, body)`],
  ])('finds %s', (_case, line) => {
    expect(keysIn(line)).toHaveLength(1);
  });

  it.each([
    ['an address', `const key = 'https://${'x'.repeat(40)}.test/';`],
    ['a hash', `key: '${'0123456789abcdef'.repeat(4)}'`],
    ['a chain of names', `state.secret = action.payload.${'x'.repeat(40)};`],
    ['a path', `import key from './${'x'.repeat(40)}/keys';`],
    ['a long word on a line that names no key', `expect(sign('s', body)).toBe('${'A'.repeat(43)}');`],
  ])('takes %s for no key', (_case, line) => {
    expect(keysIn(line)).toEqual([]);
  });
});

it('names every key the repository writes down, in any file', () => {
  const found = keysWrittenInRepository();
  expect(found.size).toBeGreaterThanOrEqual(REPOSITORY_SECRETS.length - 1);
  const missing = [...found].filter(([key]) => !isRepositorySecret(key)).map(([key, file]) => `${key} (${file})`);
  expect(missing).toEqual([]);
});

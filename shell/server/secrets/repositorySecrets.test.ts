/** @jest-environment node */
// The list of keys written in the repository is complete: every key for SESSION_SECRET or LOYALTY_LINK_KEY that a
// tracked file writes down (on a line that names the variable, or a literal named like one) is on it, so production
// refuses it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPOSITORY_SECRETS } from './repositorySecrets';
import { isRepositorySecret, MIN_SECRET_LENGTH } from './deploymentSecrets';

const ROOT = path.resolve(__dirname, '../../..');
const TEXT_FILE = /(\.(ts|tsx|js|cjs|mjs|json|ya?ml|md|conf|sh|env)|Dockerfile)$/;
/** A key as it is written: a run of non-space characters that a quote, `=`, `:` or `:-` (a compose default) opens. */
const KEY = new RegExp(`(?::-|['"\`=:])\\s*([\\w!#$%&*+./=@^~-]{${MIN_SECRET_LENGTH},})`, 'g');
const NAMED_LIKE_A_KEY = /session-secret|link-key/i;

function keysWrittenInRepository(): Map<string, string> {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => TEXT_FILE.test(file));
  const found = new Map<string, string>();
  const tracked = new Set(files);
  for (const file of files) {
    if (file === 'package-lock.json') continue;
    for (const line of readFileSync(path.join(ROOT, file), 'utf8').split('\n')) {
      const namesVariable = /SESSION_SECRET|LOYALTY_LINK_KEY/.test(line);
      for (const [, key] of line.matchAll(KEY)) {
        // An address or a file's path written beside the variable's name is not a key.
        if (key && (namesVariable || NAMED_LIKE_A_KEY.test(key)) && !key.startsWith('http') && !tracked.has(key))
          found.set(key, file);
      }
    }
  }
  return found;
}

it('names every key the repository writes down for the session or the loyalty links', () => {
  const found = keysWrittenInRepository();
  expect(found.size).toBeGreaterThanOrEqual(REPOSITORY_SECRETS.length - 1);
  const missing = [...found].filter(([key]) => !isRepositorySecret(key)).map(([key, file]) => `${key} (${file})`);
  expect(missing).toEqual([]);
});

/** @jest-environment node */
// `.env.example` lists every variable the scripts read (the builds, the dev loop, the release command, the tests, the
// benches), as it lists the shop server's and the sandbox's (shell/server/environment.test.ts).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');
/** The scripts, the build they run, and the benches' measuring specs. */
const SCANNED = ['scripts', 'shared/build', 'e2e/measure'];
/** Given to a script rather than set by a person: by the system or npm, or by a script for the program it starts. */
const GIVEN = new Set(['PATH', 'INIT_CWD', 'SHOP_URL', 'SANDBOX_URL']);
const SCRIPTS_SECTION = '## The other scripts';

function sources(folder: string): string[] {
  return readdirSync(path.join(repo, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(file);
    return /\.(m|c)?(j|t)s$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

/** The variables the scanned sources read, `process.env.NAME` or `env.NAME` (an environment passed in). */
function readVariables(): Set<string> {
  const names = SCANNED.flatMap(sources).flatMap((file) =>
    [...readFileSync(path.join(repo, file), 'utf8').matchAll(/\benv\??\.([A-Z][A-Z0-9_]*)\b/g)].map(
      (match) => match[1] as string,
    ),
  );
  return new Set(names.filter((name) => !GIVEN.has(name)));
}

/** `.env.example`'s variables (`# NAME=default`), each with the line before it, and those of the scripts' section. */
function example() {
  const text = readFileSync(path.join(repo, '.env.example'), 'utf8');
  const variables = (part: string) =>
    new Map(
      part.split('\n').flatMap((line, index, lines) => {
        const variable = /^# ([A-Z][A-Z0-9_]*)=/.exec(line);
        return variable ? [[variable[1] as string, lines[index - 1] ?? ''] as const] : [];
      }),
    );
  return { all: variables(text), scripts: variables(text.split(SCRIPTS_SECTION)[1] ?? '') };
}

describe(".env.example and the scripts' variables", () => {
  const read = readVariables();
  const { all, scripts } = example();

  it('lists every variable a script reads, after a line that says what it means', () => {
    expect(read).toContain('DEV_PORT');
    const unlisted = [...read].filter((name) => !all.has(name));
    expect(unlisted).toEqual([]);
    for (const name of read)
      expect({ name, meaning: all.get(name) }).toEqual({ name, meaning: expect.stringMatching(/^# \S/) });
  });

  it('lists under the scripts only what a script reads', () => {
    expect(scripts.size).toBeGreaterThan(0);
    expect([...scripts.keys()].filter((name) => !read.has(name))).toEqual([]);
  });
});

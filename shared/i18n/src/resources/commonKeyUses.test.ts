/**
 * @jest-environment node
 */
// The common texts keep only what several steps or the shell use, each of them used, and every common key the
// sources use is one of them (docs/shared-packages.md, "Whose texts"). The uses are i18next-cli's extractor's
// (testing/keysInSources.mjs): keys named with the namespace ('common:retry'), full keys where the translator speaks
// common (useTranslation('common')), and keys built in a template from a union type (`notices.${notice}`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { uk } from './uk';

const ROOT = path.resolve(__dirname, '../../../..');
const EXTRACT = path.join(__dirname, 'testing', 'keysInSources.mjs');

interface KeyUse {
  key: string;
  ns: string | false;
  files: string[];
}

/**
 * The groups whose keys are catalogues' (VALIDATION_KEYS, and the api's error keys but STEP_ERROR_TEXT_KEYS): the
 * code hands them on as data (a rule's verdict, a call's failure) that validationText and apiErrorText turn into
 * text, so no extractor sees who uses them. The compiler holds these groups to their catalogues, and
 * resources.test.ts finds a text for each key in both languages.
 */
const CATALOGUE_GROUPS = ['errors.', 'validation.'];

/** The keys the sources under `root` use, as the extractor finds them. */
function keysInSources(root: string): KeyUse[] {
  const run = spawnSync(process.execPath, [EXTRACT, root], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${EXTRACT} failed (it needs Node 22 or newer):\n${run.stderr}`);
  return JSON.parse(run.stdout) as KeyUse[];
}

/** The module a source file belongs to: `shell`, `mf-<step>` or `shared/<package>`. */
function moduleOf(file: string): string {
  const [top, second] = file.split('/');
  return top === 'shared' ? `shared/${second ?? ''}` : (top ?? file);
}

/** For each common key used, the modules that use it. */
function commonUsers(uses: readonly KeyUse[]): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  for (const { key, files } of uses.filter((use) => use.ns === 'common'))
    users.set(key, new Set([...(users.get(key) ?? []), ...files.map(moduleOf)]));
  return users;
}

/** What is wrong: a key used but not in the texts, a key nobody uses, a key one step alone uses (it belongs there). */
function keyUseProblems(keys: readonly string[], users: Map<string, Set<string>>): string[] {
  const problems: string[] = [];
  for (const [key, modules] of users)
    if (!keys.includes(key)) problems.push(`${key}: used by ${[...modules].sort().join(', ')}, not in the texts`);
  for (const key of keys.filter((text) => !CATALOGUE_GROUPS.some((group) => text.startsWith(group)))) {
    const [only, ...others] = users.get(key) ?? [];
    if (only === undefined) problems.push(`${key}: used nowhere`);
    else if (others.length === 0 && only.startsWith('mf-'))
      problems.push(`${key}: used by ${only} alone (move it into ${only}/src/i18n)`);
  }
  return problems;
}

/** Every leaf of a text tree, as dotted keys. */
function leafKeys(tree: Readonly<Record<string, unknown>>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const dotted = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null ? leafKeys(value as Record<string, unknown>, dotted) : [dotted];
  });
}

/** The extractor's uses of a repository made of `files` alone. */
function usesIn(files: Record<string, string>): Map<string, Set<string>> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'key-uses-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    return commonUsers(keysInSources(root));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const usersOf = (uses: Map<string, Set<string>>, key: string) => [...(uses.get(key) ?? [])].sort();

describe('the common texts', () => {
  const users = commonUsers(keysInSources(ROOT));

  it('hold only texts that several steps or the shell use, each of them used, and every common key used', () => {
    expect(keyUseProblems(leafKeys(uk), users)).toEqual([]);
  });

  it('would be refused with a text put back that nobody uses, or with one the code uses taken out', () => {
    const keys = [...leafKeys(uk).filter((key) => key !== 'retry'), 'points.title'];
    expect(keyUseProblems(keys, users)).toEqual([
      expect.stringMatching(/^retry: used by .*mf-payment.*, not in the texts$/),
      'points.title: used nowhere',
    ]);
  });
});

describe('the uses of the common texts', () => {
  it('are keys named with the namespace, and full keys where the translator speaks common', () => {
    const uses = usesIn({
      'mf-points/src/a.tsx': "const { t } = useTranslation('points');\nt('common:retry');\nt('resend');\n",
      'shared/step/src/b.tsx': "const { t } = useTranslation('common');\nt('remoteFailed.title');\n",
      'mf-confirm/src/c.tsx': "const { t } = useTranslation('confirm');\nt('remoteFailed.text');\n",
      'mf-confirm/src/c.test.tsx': "const { t } = useTranslation('common');\nt('resend');\n",
    });
    expect(usersOf(uses, 'retry')).toEqual(['mf-points']);
    expect(usersOf(uses, 'resend')).toEqual([]);
    expect(usersOf(uses, 'remoteFailed.title')).toEqual(['shared/step']);
    expect(usersOf(uses, 'remoteFailed.text')).toEqual([]);
  });

  it('take a key built in a template from a union as each key of the union', () => {
    const uses = usesIn({
      'shell/src/a.tsx':
        "type Notice = 'noDraft' | 'notSigned';\nconst { t } = useTranslation('common');\n" +
        'export const text = (notice: Notice) => t(`notices.${notice}`);\n',
    });
    expect(usersOf(uses, 'notices.noDraft')).toEqual(['shell']);
    expect(usersOf(uses, 'notices.notSigned')).toEqual(['shell']);
  });
});

describe('keyUseProblems', () => {
  const users = new Map([
    ['retry', new Set(['mf-points', 'mf-payment'])],
    ['notFound', new Set(['shell'])],
    ['points.max', new Set(['mf-points'])],
    ['errors.serverError', new Set(['shell'])],
    ['notThere', new Set(['mf-payment'])],
  ]);
  const keys = ['retry', 'notFound', 'points.max', 'wrongCode', 'errors.serverError', 'errors.draft', 'validation.age'];

  it('names a key used but not in the texts, one step alone uses, and one nobody uses; the shell alone may use one', () => {
    expect(keyUseProblems(keys, users)).toEqual([
      'notThere: used by mf-payment, not in the texts',
      'points.max: used by mf-points alone (move it into mf-points/src/i18n)',
      'wrongCode: used nowhere',
    ]);
  });
});

// The project's lint configuration, run as `npm run lint` runs it, on code that breaks each boundary rule, and its
// format check on files Prettier would rewrite.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '..');
const eslintBin = path.join(repo, 'node_modules', 'eslint', 'bin', 'eslint.js');

interface Finding {
  ruleId: string | null;
}

/**
 * The rules the project's config reports for `code` placed at `file` (relative to the repository). Under the
 * type-checked folders (the shell, the shared packages, the steps) `file` must be one of the TypeScript project's
 * files: its text is replaced by `code`.
 */
function findings(file: string, code: string): (string | null)[] {
  let output: string;
  try {
    output = execFileSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', file, '--format', 'json'], {
      cwd: repo,
      input: code,
      encoding: 'utf8',
    });
  } catch (error) {
    // eslint exits 1 when it reports an error; its JSON is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as { messages: Finding[] }[];
  return (result?.messages ?? []).map((message) => message.ruleId);
}

jest.setTimeout(60_000);

describe('the project lint config', () => {
  it('forbids a step module to import another step module', () => {
    expect(
      findings(
        'mf-contract/src/features/values/textLimits.ts',
        "import { x } from '@greencard/mf-payment';\nexport const y = x;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it.each([
    [
      'mf-points/src/features/redeem/amounts.ts',
      "import { createSlice } from '@reduxjs/toolkit';\nexport const x = createSlice;\n",
    ],
    [
      'shell/src/layout/JourneySteps.tsx',
      "import { useTranslation } from 'react-i18next';\nexport const x = useTranslation;\n",
    ],
    ['shared/step/src/config.ts', "import { Provider } from 'react-redux';\nexport const x = Provider;\n"],
    ['shared/api/src/schema.ts', "import i18next from 'i18next';\nexport const x = i18next;\n"],
  ])('forbids %s to import a page-state library other than through its owning package', (file, code) => {
    expect(findings(file, code)).toContain('no-restricted-imports');
  });

  it('lets the owning packages import their libraries', () => {
    expect(
      findings(
        'shared/store/src/store/hooks.ts',
        "import { createSlice } from '@reduxjs/toolkit';\nexport const x = createSlice;\n",
      ),
    ).toEqual([]);
    expect(
      findings(
        'shared/i18n/src/createI18n.ts',
        "import { useTranslation } from 'react-i18next';\nexport const x = useTranslation;\n",
      ),
    ).toEqual([]);
  });

  it('forbids the sandbox to import any of the shop’s packages', () => {
    expect(
      findings(
        'sandbox/src/probe.ts',
        "import { roundMoney } from '@greencard/domain';\nexport const r = roundMoney;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('forbids an import that closes a cycle between feature folders, and allows the one-way import', () => {
    // The form imports the values (features/form/ContractForm.tsx): a values module that imports the form closes it.
    const back = "import { ContractForm } from '../form/ContractForm';\nexport const x = ContractForm;\n";
    expect(findings('mf-contract/src/features/values/formValues.ts', back)).toContain('import-x/no-cycle');
    const forward = "import { FIELD_MAX_LENGTHS } from '../values/fieldLimits';\nexport const x = FIELD_MAX_LENGTHS;\n";
    expect(findings('mf-contract/src/features/form/FieldRules.tsx', forward)).toEqual([]);
  });

  it('fails a promise the shop server or a step neither awaits nor handles', () => {
    const save = 'async function save(): Promise<void> {}\n';
    expect(findings('shell/server/company.ts', `${save}save();\n`)).toContain(
      '@typescript-eslint/no-floating-promises',
    );
    expect(findings('mf-points/src/features/redeem/amounts.ts', `${save}save();\n`)).toContain(
      '@typescript-eslint/no-floating-promises',
    );
    expect(findings('shell/server/company.ts', `${save}export async function f() {\n  await save();\n}\n`)).toEqual([]);
  });

  it('fails a promise handed where a callback returns nothing', () => {
    const code = 'async function save(): Promise<void> {}\nprocess.on("exit", async () => {\n  await save();\n});\n';
    expect(findings('shell/server/company.ts', code)).toContain('@typescript-eslint/no-misused-promises');
  });

  it("holds the shop's code to typescript-eslint's whole type-checked recommended set", () => {
    const code = [
      'export const name = (text: string) => JSON.parse(text).name;',
      'export const none = async () => 1;',
      'export function fail() {',
      "  throw 'failed';",
      '}',
      '',
    ].join('\n');
    expect(findings('shell/server/company.ts', code)).toEqual(
      expect.arrayContaining([
        '@typescript-eslint/no-unsafe-member-access',
        '@typescript-eslint/no-unsafe-return',
        '@typescript-eslint/require-await',
        '@typescript-eslint/only-throw-error',
      ]),
    );
  });

  it("holds the sandbox's folders to the same rule", () => {
    // The codes' routes use the contracts' rule messages: those messages may not import the codes' routes.
    const back = "import { codeRoutes } from '../codes/routes';\nexport const x = codeRoutes;\n";
    expect(findings('sandbox/src/contracts/ruleMessages.ts', back)).toContain('import-x/no-cycle');
  });
});

describe('the cycle rule of the lint config', () => {
  /**
   * The rules the project's config reports for each file of `files`, laid out as a package of their own: feature
   * folders that import one way, a -> b -> c, with d apart; each case adds the file named.
   */
  // The probe's feature folders sit in the sandbox's sources: the shop's own (shell, steps, shared packages) are
  // linted with their types, which a folder outside the repository's TypeScript project has none of.
  function cycleFindings(files: Record<string, string>): Record<string, (string | null)[]> {
    const root = mkdtempSync(path.join(tmpdir(), 'feature-cycle-'));
    const layout: Record<string, string> = {
      'sandbox/src/features/a/A.ts': "import { b } from '../b/B';\nexport const a = b;\n",
      'sandbox/src/features/b/B.ts': "import { c } from '../c/C';\nexport const b = c;\n",
      'sandbox/src/features/c/C.ts': 'export const c = 1;\n',
      'sandbox/src/features/d/D.ts': 'export const d = 1;\n',
      ...files,
    };
    try {
      for (const [name, text] of Object.entries(layout)) {
        mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
        writeFileSync(path.join(root, name), text);
      }
      const config = path.join(repo, 'eslint.config.mjs');
      const run = spawnSync(process.execPath, [eslintBin, '-c', config, '--format', 'json', 'sandbox'], {
        cwd: root,
        encoding: 'utf8',
      });
      const results = JSON.parse(run.stdout) as { filePath: string; messages: Finding[] }[];
      return Object.fromEntries(
        results.map(({ filePath, messages }) => [
          path.relative(root, filePath),
          messages.map((message) => message.ruleId).filter((rule) => rule === 'import-x/no-cycle' || rule === null),
        ]),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }

  it('lets folders import one way, and tests and test helpers import from any folder', () => {
    const found = cycleFindings({
      'sandbox/src/features/d/D.ts': "import { a } from '../a/A';\nexport const d = a;\n",
      'sandbox/src/features/c/other.ts': "import { c } from './C';\nimport x from 'react';\nexport const o = [c, x];\n",
      // Tests and test helpers compose from any folder; nothing imports them, so they close no cycle.
      'sandbox/src/features/c/C.test.ts': "import { a } from '../a/A';\ntest('a', () => expect(a).toBe(1));\n",
      'sandbox/src/testing/render.ts': "import { a } from '../features/a/A';\nexport const r = a;\n",
    });
    expect(Object.values(found).flat()).toEqual([]);
    expect(Object.keys(found)).toHaveLength(7);
  });

  it.each([
    ['an import', "import { a } from '../a/A';\nexport const c = a;\n", 'sandbox/src/features/c/C.ts'],
    ['a re-export', "export { a } from '../a/A';\n", 'sandbox/src/features/b/B.ts'],
    [
      'a dynamic import',
      "export const c = 1;\nexport const load = () => import('../b/B');\n",
      'sandbox/src/features/c/C.ts',
    ],
  ])('forbids %s that closes a cycle between feature folders', (_kind, code, file) => {
    const found = cycleFindings({ [file]: code });
    expect(found[file]).toEqual(['import-x/no-cycle']);
  });

  it('forbids a cycle between two modules of one folder as well', () => {
    const found = cycleFindings({
      'sandbox/src/features/d/D.ts': "import { e } from './E';\nexport const d = e;\n",
      'sandbox/src/features/d/E.ts': "import { d } from './D';\nexport const e = () => d;\n",
    });
    expect(found['sandbox/src/features/d/D.ts']).toEqual(['import-x/no-cycle']);
  });
});

describe('the format check of npm run lint', () => {
  const { lint } = (
    JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  /** The lint script's Prettier step, as it is written there. */
  const check = lint
    ?.split('&&')
    .map((step) => step.trim())
    .find((step) => step.startsWith('prettier '));

  it('is a step of npm run lint, over the whole repository', () => {
    expect(check).toBe('prettier --check --cache .');
  });

  it('fails on an unformatted source file and names it, and leaves documents and builds alone', () => {
    const unformatted = 'export const probe = {a:1,\n  b:   [1,2]}\n';
    const probe = (file: string) => path.join(repo, file.replace('probe', `formatProbe${process.pid}`));
    const files = {
      // Source kinds in linted folders: reported.
      [probe('mf-points/src/probe.ts')]: unformatted,
      [probe('shared/domain/probe.json')]: '{"a":1,\n"b":[1,2]}\n',
      [probe('docker/probe.css')]: 'a{color:red}\n',
      // Formatted: not reported.
      [probe('mf-points/src/probeFormatted.ts')]: 'export const probe = { a: 1, b: [1, 2] };\n',
      // Not a source kind, or what git ignores (a build): left alone.
      [probe('docs/probe.md')]: '*  a\n*  b\n',
      [probe('docker/probe.yaml')]: 'a:   {b:  1}\n',
      [probe('eslint-rules/dist/probe.js')]: unformatted,
    };
    const built = path.join(repo, 'eslint-rules', 'dist');
    const removeBuilt = !existsSync(built);
    try {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
      // The lint's own command on these files in place of the whole tree (which takes a while): Prettier skips a file
      // its ignore files name even when it is given by name, so the same files are checked as in the whole run.
      const [command = '', ...args] = (check ?? '').split(' ');
      const named = args
        .filter((arg) => arg !== '.')
        .concat(Object.keys(files).map((file) => path.relative(repo, file)));
      const run = spawnSync(path.join(repo, 'node_modules', '.bin', command), named, { cwd: repo, encoding: 'utf8' });
      expect(run.status).toBe(1);
      const reported = `${run.stdout}${run.stderr}`;
      const isReported = (file: string) => reported.includes(path.relative(repo, file));
      const [ts, json, css, formatted, md, yaml, build] = Object.keys(files) as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      expect([ts, json, css].filter(isReported)).toEqual([ts, json, css]);
      expect([formatted, md, yaml, build].filter(isReported)).toEqual([]);
    } finally {
      for (const file of Object.keys(files)) rmSync(file, { force: true });
      if (removeBuilt) rmSync(built, { recursive: true, force: true });
    }
  });
});

// The project's lint configuration, run as `npm run lint` runs it, on code that breaks each boundary rule.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repo = path.resolve(__dirname, '..');
const eslintBin = path.join(repo, 'node_modules', 'eslint', 'bin', 'eslint.js');

interface Finding {
  ruleId: string | null;
}

/** The rules the project's config reports for `code` placed at `file` (relative to the repository). */
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
    expect(findings('mf-contract/src/features/values/probe.ts', "import { x } from '@greencard/mf-payment';\nexport const y = x;\n")).toContain(
      'no-restricted-imports',
    );
  });

  it.each([
    ['mf-points/src/features/redeem/probe.ts', "import { createSlice } from '@reduxjs/toolkit';\nexport const x = createSlice;\n"],
    ['shell/src/layout/probe.ts', "import { useTranslation } from 'react-i18next';\nexport const x = useTranslation;\n"],
    ['shared/step/src/probe.ts', "import { Provider } from 'react-redux';\nexport const x = Provider;\n"],
    ['shared/api/src/probe.ts', "import i18next from 'i18next';\nexport const x = i18next;\n"],
  ])('forbids %s to import a page-state library other than through its owning package', (file, code) => {
    expect(findings(file, code)).toContain('no-restricted-imports');
  });

  it('lets the owning packages import their libraries', () => {
    expect(findings('shared/store/src/store/probe.ts', "import { createSlice } from '@reduxjs/toolkit';\nexport const x = createSlice;\n")).toEqual([]);
    expect(findings('shared/i18n/src/probe.ts', "import { useTranslation } from 'react-i18next';\nexport const x = useTranslation;\n")).toEqual([]);
  });

  it('forbids the sandbox to import any of the shop’s packages', () => {
    expect(findings('sandbox/src/probe.ts', "import { roundMoney } from '@greencard/domain';\nexport const r = roundMoney;\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('forbids an import that closes a cycle between feature folders, and allows the one-way import', () => {
    const back = "import { ContractForm } from '../form/ContractForm';\nexport const x = ContractForm;\n";
    expect(findings('mf-contract/src/features/values/probe.ts', back)).toContain('greencard/no-feature-cycle');
    const forward = "import { FIELD_MAX_LENGTHS } from '../values/fieldLimits';\nexport const x = FIELD_MAX_LENGTHS;\n";
    expect(findings('mf-contract/src/features/form/probe.ts', forward)).toEqual([]);
  });

  it("holds the sandbox's folders to the same rule", () => {
    const back = "import { parseDraft } from '../contracts/draftPayload';\nexport const x = parseDraft;\n";
    expect(findings('sandbox/src/reference/probe.ts', back)).toContain('greencard/no-feature-cycle');
  });
});

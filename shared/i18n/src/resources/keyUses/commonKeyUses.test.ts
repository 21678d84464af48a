/**
 * @jest-environment node
 */
import path from 'node:path';
import { uk } from '../uk';
import { commonKeyUses, keyUseProblems, leafKeys, literals, readRepository, type KeyUseInput } from './commonKeyUses';

const ROOT = path.resolve(__dirname, '../../../../..');
// The shell's own insurer calls (docs/step-release.md): the company read at start and its logo, the server time.
const SHELL_PATHS = ['/company', '/serverTime'];

const input = (files: Record<string, string>, keys: string[], steps: KeyUseInput['steps'] = []): KeyUseInput => ({
  keys,
  files: Object.entries(files).map(([file, text]) => ({ file, text })),
  steps,
  shellPaths: SHELL_PATHS,
});

const usersOf = (uses: Map<string, Set<string>>, key: string) => [...(uses.get(key) ?? [])].sort();

describe('the common texts', () => {
  it('hold only texts that several steps or the shell use, and each of them is used', () => {
    const uses = commonKeyUses({ keys: leafKeys(uk), shellPaths: SHELL_PATHS, ...readRepository(ROOT) });
    expect(keyUseProblems(uses)).toEqual([]);
  });
  it('would be refused with a points message put back', () => {
    const keys = [...leafKeys(uk), 'errors.pointsDefault', 'validation.pointsMax'];
    const uses = commonKeyUses({ keys, shellPaths: SHELL_PATHS, ...readRepository(ROOT) });
    expect(keyUseProblems(uses)).toEqual([
      'errors.pointsDefault: used by mf-points alone (move it into mf-points/src/i18n)',
      'validation.pointsMax: used nowhere',
    ]);
  });
});

describe('literals', () => {
  const values = (text: string) => literals(text).map(({ value, open }) => (open ? `${value}…` : value));

  it('reads quoted strings and the pieces of templates, skipping comments', () => {
    expect(values("// don't 'x'\n/* it's */ t('a.b', \"c\"); t(`d.${e}.f`)")).toEqual(['a.b', 'c', 'd.…', '.f']);
  });

  it('skips regular expressions, whose quotes are no strings', () => {
    expect(values("const R = /^[a-z'`]+$/; const x = a / b; t('k')")).toEqual(['k']);
  });

  it('finds strings inside a template expression', () => {
    expect(values("`${t('inner')} tail`")).toEqual(['…', 'inner', ' tail']);
  });
});

describe('commonKeyUses', () => {
  it('finds keys named with the namespace, and full keys where the translator speaks common', () => {
    const uses = commonKeyUses(
      input(
        {
          'mf-points/src/a.tsx': "t('common:retry'); t('resend');",
          'shared/step/src/b.tsx': "useTranslation('common'); t('remoteFailed.title')",
          'mf-confirm/src/c.tsx': "useTranslation('confirm'); t('remoteFailed.text')",
        },
        ['retry', 'resend', 'remoteFailed.title', 'remoteFailed.text'],
      ),
    );
    expect(usersOf(uses, 'retry')).toEqual(['mf-points']);
    expect(usersOf(uses, 'resend')).toEqual([]);
    expect(usersOf(uses, 'remoteFailed.title')).toEqual(['shared/step']);
    expect(usersOf(uses, 'remoteFailed.text')).toEqual([]);
  });

  it('takes a key built in a template as every key of its group, but not for the catalogue groups', () => {
    const uses = commonKeyUses(
      input({ 'shell/src/a.tsx': "useTranslation('common'); t(`notices.${n}`); t(`common:errors.${e}`)" }, [
        'notices.noDraft',
        'notices.notSigned',
        'errors.draft',
      ]),
    );
    expect(usersOf(uses, 'notices.noDraft')).toEqual(['shell']);
    expect(usersOf(uses, 'notices.notSigned')).toEqual(['shell']);
    expect(usersOf(uses, 'errors.draft')).toEqual([]);
  });

  it('gives a validation key of a domain rule to the modules that use the rule', () => {
    const uses = commonKeyUses(
      input(
        {
          'shared/domain/src/validation/points.ts': "export function validatePoints() { return 'pointsMax'; }",
          'shared/domain/src/validation/types.ts': "export const VALIDATION_KEYS = ['pointsMax', 'required'];",
          'mf-points/src/a.ts': "import { validatePoints } from '@greencard/domain';",
          'mf-contract/src/b.ts': "const rule = () => 'required';",
        },
        ['validation.pointsMax', 'validation.required'],
      ),
    );
    expect(usersOf(uses, 'validation.pointsMax')).toEqual(['mf-points']);
    expect(usersOf(uses, 'validation.required')).toEqual(['mf-contract']);
  });

  it('gives an error key of an api call to the steps that declare the call, and a status rule to every call', () => {
    const steps = [
      { module: 'mf-points', paths: ['/loyalty/order'] },
      { module: 'mf-confirm', paths: ['/checkCode'] },
    ];
    const uses = commonKeyUses(
      input(
        {
          'shared/api/src/calls/loyalty.ts': "post('/loyalty/order', 'pointsDefault')",
          'shared/api/src/calls/time.ts': "get('/serverTime', 'serverError')",
          'shared/api/src/errors/status.ts': "status === 429 ? 'tooManyAttempts' : 'serverError'",
          'shared/domain/src/errors.ts': "export const ERROR_KEYS = ['pointsDefault', 'checkOTP'];",
          'mf-confirm/src/view.tsx': "const phase = 'checkOTP';",
        },
        ['errors.pointsDefault', 'errors.serverError', 'errors.tooManyAttempts', 'errors.checkOTP'],
        steps,
      ),
    );
    expect(usersOf(uses, 'errors.pointsDefault')).toEqual(['mf-points']);
    expect(usersOf(uses, 'errors.serverError')).toEqual(['shared/api', 'shell']);
    expect(usersOf(uses, 'errors.tooManyAttempts')).toEqual(['shared/api']);
    // Neither the catalogue nor a step file that does not handle api failures is a use.
    expect(usersOf(uses, 'errors.checkOTP')).toEqual([]);
  });
});

describe('keyUseProblems', () => {
  const uses = new Map([
    ['retry', new Set(['mf-points', 'mf-payment'])],
    ['notFound', new Set(['shell'])],
    ['validation.pointsMax', new Set(['mf-points'])],
    ['wrongCode', new Set<string>()],
  ]);

  it('names a key one step alone uses, and a key nobody uses; the shell alone may use one', () => {
    expect(keyUseProblems(uses)).toEqual([
      'validation.pointsMax: used by mf-points alone (move it into mf-points/src/i18n)',
      'wrongCode: used nowhere',
    ]);
  });
});

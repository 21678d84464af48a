import path from 'node:path';
import { RuleTester } from 'eslint';
import rule from './ownedCallPaths';

const REPO = path.resolve(__dirname, '..');
const inFolder = (folder: string) => path.join(REPO, folder, 'src', 'calls.ts');

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('owned-call-paths', rule, {
  valid: [
    // The owner spells its own calls, in any form.
    { code: "const url = '/loyalty/balance';", filename: inFolder('mf-points') },
    { code: 'const url = `/loyalty/order`;', filename: inFolder('mf-points') },
    // A step that declares it uses another step's call spells it in its own client.
    { code: "http.get('/number', { params: { q } });", filename: inFolder('mf-contract') },
    { code: "http.get('/sendCode', { params });", filename: inFolder('mf-contract') },
    // The shell's own calls, and strings that merely contain a word of a path, are no step's.
    { code: "const url = '/serverTime';", filename: inFolder('shared/step') },
    { code: "const label = 'number';", filename: inFolder('shell/server') },
    { code: "const url = '/numbers';", filename: inFolder('shell/server') },
    // A path built from parts is the owner's business: only a whole literal spells a call.
    { code: 'const url = `/payment/${provider}`;', filename: inFolder('mf-payment') },
  ],
  invalid: [
    ["const url = '/loyalty/balance';", 'shared/api'],
    ["const key = 'POST /loyalty/order';", 'shell/server'],
    ["const url = '/api/green/search?area=EUROPE';", 'shell/src'],
    ["const url = '/Green/Search/';", 'scripts'],
    ['const url = `/checkCode`;', 'mf-contract'],
    ["const url = '/loyalty/balance';", 'mf-payment'],
  ].map(([code, folder]) => ({
    code: code as string,
    filename: inFolder(folder as string),
    errors: [{ messageId: 'foreign' }],
  })),
});

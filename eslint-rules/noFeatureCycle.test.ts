import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import rule from './noFeatureCycle';

/** A package on disk whose feature folders import one way: a -> b -> c; d stands alone. */
function writePackage(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-cycle-'));
  const files: Record<string, string> = {
    'src/features/a/A.ts': "import { b } from '../b/B';\nexport const a = b;\n",
    'src/features/b/B.ts': "import { c } from '../c/C';\nexport const b = c;\n",
    'src/features/c/C.ts': 'export const c = 1;\n',
    'src/features/c/C.test.ts': "import { a } from '../a/A';\n",
    'src/features/d/D.ts': 'export const d = 1;\n',
    'src/testing/render.ts': "import { a } from '../features/a/A';\n",
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

const root = writePackage();
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const at = (name: string) => path.join(root, name);

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('no-feature-cycle', rule, {
  valid: [
    { filename: at('src/features/a/A.ts'), code: "import { b } from '../b/B';" },
    { filename: at('src/features/a/A.ts'), code: "import { c } from '../c/C';" },
    { filename: at('src/features/d/D.ts'), code: "import { a } from '../a/A';" },
    { filename: at('src/features/c/C.ts'), code: "import { other } from './other'; import x from 'react';" },
    // Tests and test helpers compose from any folder; a test's import is no dependency of the product.
    { filename: at('src/features/c/C.test.ts'), code: "import { a } from '../a/A';" },
    { filename: at('src/testing/render.ts'), code: "import { a } from '../features/a/A';" },
  ],
  invalid: [
    {
      filename: at('src/features/c/C.ts'),
      code: "import { a } from '../a/A';",
      errors: [
        {
          messageId: 'cycle',
          data: { from: 'features/c', to: 'features/a', route: 'features/a -> features/b -> features/c' },
        },
      ],
    },
    {
      filename: at('src/features/b/B.ts'),
      code: "export { a } from '../a/A';",
      errors: [{ messageId: 'cycle' }],
    },
    {
      filename: at('src/features/c/C.ts'),
      code: "const load = () => import('../b/B');",
      errors: [{ messageId: 'cycle' }],
    },
  ],
});

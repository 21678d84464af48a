// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import playwright from 'eslint-plugin-playwright';
import testingLibrary from 'eslint-plugin-testing-library';
import jestDom from 'eslint-plugin-jest-dom';
import greencard from './eslint-rules/index.js';

import buildSteps from './shared/build/steps.js';

const { STEPS } = buildSteps;
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];

/** Code that runs in the page: browser globals, not Node's. Everything else (servers, builds, scripts) runs in Node. */
const PAGE_CODE = ['shell/src/**', 'mf-*/src/**', 'shared/*/src/**', 'e2e/fixtures/*/src/**'];
/** Node scripts that hand functions to a browser to run in the page (puppeteer's evaluate): both kinds of globals. */
const PAGE_DRIVING_SCRIPTS = ['scripts/bench/**', 'scripts/bench-*.mjs', 'scripts/measure-*.mjs'];
/** Jest's tests and their helpers: jest's globals besides their kind's. */
const JEST_FILES = ['**/*.test.{ts,tsx,js}', '**/testing/**', '**/jest-setup*.js'];
/** The tests that render components (Testing Library, jest-dom). */
const COMPONENT_TESTS = ['shell/src/**/*.test.tsx', 'mf-*/src/**/*.test.tsx', 'shared/*/src/**/*.test.tsx'];
/**
 * Code linted against its types: the shop server (the trust boundary), the page and the shared packages it runs, and
 * the steps. A promise nobody awaits loses its rejection, one handed where a callback returns nothing is never
 * awaited, a value typed any is read unchecked, a thrown value that is no Error has no stack.
 */
const TYPE_CHECKED = ['shell/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/*/src/**/*.{ts,tsx}'];

/**
 * Redux and i18next hold the page's state, so there must be one copy of each in the page: the one built into the
 * shared store and i18n packages, which re-export what the modules use (docs/shared-packages.md). An import of the
 * library itself from anywhere else would bundle a second copy, whose Provider and hooks cannot see each other.
 */
const pageStateLibraries = [
  ['react-redux', '@greencard/store'],
  ['@reduxjs/toolkit', '@greencard/store'],
  ['react-i18next', '@greencard/i18n'],
  ['i18next', '@greencard/i18n'],
].map(([name, owner]) => ({
  name,
  message: `Import it from ${owner}, the one package that holds it (one copy in the page).`,
}));

/**
 * The shop at run time (the shell's page and server, the shared packages' sources, the steps) runs no build code:
 * what both need (the release record, the step contract) lives in @greencard/release and @greencard/step-contract.
 */
const noBuildCode = {
  group: ['@greencard/build', '@greencard/build/*', '**/shared/build/**'],
  message: 'Build-time code only: the running shop reads @greencard/release or @greencard/step-contract.',
};

/** A step module may use shared packages but never another step's code (design: steps talk only through the journey). */
const stepBoundaries = STEPS.map((step) => ({
  files: [`mf-${step}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: pageStateLibraries,
        patterns: [
          {
            group: STEPS.filter((s) => s !== step).flatMap((s) => [
              `@greencard/mf-${s}`,
              `@greencard/mf-${s}/*`,
              `**/mf-${s}/**`,
            ]),
            message: 'A step module never imports another step module; hand data over through the journey slice.',
          },
          {
            group: ['@greencard/*/src/*', '!@greencard/ui/src/styles.css'],
            message: 'Import a shared package from its root, not from its internals.',
          },
          noBuildCode,
        ],
      },
    ],
  },
}));

/**
 * The shell and the shared packages never depend on a step's code: a step reaches the page only through its release
 * (the bench's one-bundle baseline, which does join them, is built from scripts/bench/baseline/). A step's
 * declarations (routes.json, step.json) are data the shell's tests may read.
 */
const noStepCode = {
  group: STEPS.flatMap((step) => [`@greencard/mf-${step}`, `@greencard/mf-${step}/src/*`, `**/mf-${step}/src/**`]),
  message: "The shell and the shared packages never import a step's code: a step comes in through its release.",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-dev/**',
      '**/.cache/**',
      '**/node_modules/**',
      '.results/**',
      'e2e/test-results/**',
      // A machine's own files (git-ignored: npm start's keys, one's scratch scripts).
      '.local/**',
      // Jest's coverage reports, where .gitignore has them (a step's coverage feature is code).
      'coverage/**',
      '*/coverage/**',
      'shared/*/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // React's own rules, the React Compiler's included (refs, purity, set-state-in-effect, ...), and the accessibility
  // rules of jsx-a11y, both as their authors recommend them. Any rule turned off below says why.
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  { ignores: PAGE_CODE, languageOptions: { globals: globals.node } },
  { files: PAGE_CODE, languageOptions: { globals: globals.browser } },
  { files: PAGE_DRIVING_SCRIPTS, languageOptions: { globals: globals.browser } },
  // The development shell's first module: CommonJS, bundled for the page.
  { files: ['shared/build/refreshHook.js'], languageOptions: { globals: globals.browser } },
  { files: JEST_FILES, languageOptions: { globals: globals.jest } },
  {
    files: TYPE_CHECKED,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    // typescript-eslint's whole type-checked recommended set (its parser and the rules without types are on above).
    rules: tseslint.configs.recommendedTypeCheckedOnly.at(-1)?.rules,
  },
  {
    // A test's doubles stand for the shop's async interfaces (fetch, a store, a lifecycle) and are written `async`
    // to return a promise as those do, an await or none.
    files: JEST_FILES,
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // A test's expected values are made of jest's asymmetric matchers (expect.any, expect.stringMatching,
    // expect.objectContaining), which @types/jest types as any: placing one is no unsafe flow. Reading an any (a
    // member, a call, a return) is still refused.
    files: JEST_FILES,
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off', '@typescript-eslint/no-unsafe-argument': 'off' },
  },
  { files: COMPONENT_TESTS, ...testingLibrary.configs['flat/react'] },
  { files: COMPONENT_TESTS, ...jestDom.configs['flat/recommended'] },
  { files: ['e2e/**/*.ts'], ...playwright.configs['flat/recommended'] },
  {
    // Off on purpose: a test skipped or branched on the engine or the machine (no Redis, no nginx) says why in its
    // condition, and the measurements (e2e/measure/) record rather than assert. Off until rewritten: page.$/$$ in the
    // engines' WebDriver helpers (prefer-locator: 32 places). A wait for a quiet network or a fixed time is disabled
    // only where it waits for an absence, saying so.
    files: ['e2e/**/*.ts'],
    rules: {
      'playwright/no-skipped-test': 'off',
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
      'playwright/expect-expect': 'off',
      'playwright/prefer-locator': 'off',
      // It takes the engines' own WebDriver page (e2e/engines/support/enginePage.ts), whose url() is async, for
      // Playwright's.
      'playwright/no-useless-await': 'off',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Insurer and buyer text is shown as text, never as HTML.',
        },
      ],
    },
  },
  {
    // Config files are CommonJS; tests may require() inside jest.isolateModules to control module loading.
    files: ['**/*.{js,cjs}', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The listbox pattern of the select and the search field: the keys are the owning widget's (the focused input or
    // list moves aria-activedescendant), so an option has a click handler and no key handler of its own.
    files: ['shared/ui/src/select/useListbox.tsx'],
    rules: { 'jsx-a11y/click-events-have-key-events': 'off' },
  },
  {
    // The select's trigger is a button that opens its listbox (aria-haspopup). It keeps aria-invalid, which ARIA
    // does not list for a button, because the forms find their first field in error by it to move focus there
    // (mf-contract's ContractForm); its error is announced through aria-describedby as well.
    files: ['shared/ui/src/select/Select.tsx'],
    rules: { 'jsx-a11y/role-supports-aria-props': 'off' },
  },
  {
    // The notice is taken out of session storage (read once, then removed) when the page changes: taking it is a side
    // effect, so it happens in an effect, and the state that shows it is set there.
    files: ['shell/src/layout/JourneyNoticeBanner.tsx'],
    rules: { 'react-hooks/set-state-in-effect': 'off' },
  },
  ...stepBoundaries,
  {
    files: ['shell/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    ignores: ['shared/store/**', 'shared/i18n/**'],
    rules: { 'no-restricted-imports': ['error', { paths: pageStateLibraries, patterns: [noStepCode] }] },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shell/server/**/*.{ts,tsx}', 'shared/*/src/**/*.{ts,tsx}'],
    ignores: ['shared/store/**', 'shared/i18n/**'],
    rules: { 'no-restricted-imports': ['error', { paths: pageStateLibraries, patterns: [noStepCode, noBuildCode] }] },
  },
  {
    files: ['shared/store/**/*.{ts,tsx}', 'shared/i18n/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noStepCode, noBuildCode] }] },
  },
  {
    // The shop's packages and the sandbox: their modules, and so their feature folders, depend on each other one way
    // only (docs/shared-packages.md, "Folders"). Tests compose from any folder: nothing imports them, so they close no
    // cycle.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/*/src/**/*.{ts,tsx}', 'sandbox/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': SOURCE_EXTENSIONS,
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: SOURCE_EXTENSIONS })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // The sandbox stands for an outside insurer: it checks the shop with its own rules, so it imports none of the
    // shop's packages (agreement/ is the one place that meets both).
    files: ['sandbox/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@greencard/*', '!@greencard/sandbox'],
              message: "The sandbox implements the insurer's rules itself; it never imports the shop's packages.",
            },
          ],
        },
      ],
    },
  },
  {
    // A step owns its insurer calls (docs/step-release.md, "calls"): no other code spells one. The insurer's side (the
    // sandbox, the agreement tests), the tests of the composed shop, the scripts that measure it as a buyer would, and
    // every test file may.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [
      'sandbox/**',
      'agreement/**',
      'e2e/**',
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      'scripts/bench/**',
      'scripts/bench-*.mjs',
      'scripts/measure-*.mjs',
    ],
    plugins: { greencard },
    rules: { 'greencard/owned-call-paths': 'error' },
  },
  {
    // Comments and test titles cite only this repository: docs/product-rules.md and the rest of docs/.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { greencard },
    rules: { 'greencard/no-outside-citation': 'error' },
  },
);

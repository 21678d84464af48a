// Which modules use each text of the common namespace, read from the sources (docs/step-release.md: the common
// texts keep only what several steps or the shell use; a step's own texts travel in its build). Test tooling: it
// reads files with Node and is imported by a test only, never by the page.
//
// The sources are shell/src, shared/<package>/src and mf-<step>/src, without tests (*.test.*), test helpers
// (testing/ folders) and the common texts themselves; and agreement/src, whose property tests hold the domain rules
// to the insurer's own (they are the package's code). A file belongs to its module: `shell`,
// `mf-<step>` (a step), `shared/<package>` or `agreement`. A module uses a common text when one of its files:
//
// 1. names it with the namespace, as a string: 'common:retry', `common:errors.receipt`;
// 2. names its full key as a string in a file whose translator speaks the common namespace
//    (useTranslation('common'), useTranslation(), `ns: 'common'`, COMMON_NS): t('remoteFailed.title');
// 3. builds a key in a template, `notices.${reason}`: that counts as a use of every key that starts so, except
//    for the two catalogue groups below (`errors.${key}`), whose keys are found by their catalogues instead;
// 4. names a validation key as a bare string (the `validation` group: a rule returns it and validationText shows
//    it). A rule of @greencard/domain is used by the modules that import it: a key named in a file of
//    shared/domain/src/validation counts for every module that names one of that file's exports;
// 5. names an error key of the catalogue as a bare string (the `errors` group: @greencard/api ends a call in it and
//    apiErrorText shows it). A file of @greencard/api that names an insurer path counts for the steps whose
//    step.json declares that path (the shell for its own calls); one that names none (the client's status rules)
//    serves every call and counts as @greencard/api's. Elsewhere only files that handle api failures (they import
//    @greencard/api or call apiErrorText) count, so that a word like role="status" is not taken for the key.
//
// Declarations are not uses: the catalogues (shared/domain/src/errors.ts, validation/types.ts) list every key.
import fs from 'node:fs';
import path from 'node:path';

interface SourceFile {
  /** Path from the repository root, with forward slashes. */
  file: string;
  text: string;
}

/** A step's insurer calls, as its step.json declares them. */
interface StepCalls {
  module: string;
  paths: readonly string[];
}

export interface KeyUseInput {
  /** Every leaf of the common texts, as a dotted key. */
  keys: readonly string[];
  files: readonly SourceFile[];
  steps: readonly StepCalls[];
  /** The insurer paths the shell calls itself (not a step's). */
  shellPaths: readonly string[];
}

const CATALOGUE_GROUPS = ['errors', 'validation'] as const;
const DECLARATIONS = ['shared/domain/src/errors.ts', 'shared/domain/src/validation/types.ts'];
const COMMON_TEXTS = /^shared\/i18n\/src\/resources\/(uk|en)\.ts$/;

/** The module a source file belongs to. */
function moduleOf(file: string): string {
  const [top, second] = file.split('/');
  return top === 'shared' ? `shared/${second ?? ''}` : (top ?? file);
}

const isStep = (module: string): boolean => module.startsWith('mf-');

// A `/` after one of these (or after `return`) starts a regular expression, not a division.
const REGEX_MAY_FOLLOW = /(^|[(,=:[!&|?{};+\-*%<>~^]|\breturn)$/;
const lastBefore = (text: string, at: number): string => text.slice(Math.max(0, at - 8), at).trimEnd();

/**
 * The string literals of a source, comments skipped: their contents, and whether a template went on with `${`
 * right after (each piece of a template is one literal). Enough of TypeScript for keys: regular expressions are
 * skipped where one may start (after an operator or a bracket), and JSX text holds no quotes (texts live in the
 * text files).
 */
export function literals(text: string): { value: string; open: boolean }[] {
  const found: { value: string; open: boolean }[] = [];
  // Where each open template's `${` was entered, by brace depth, so its closing `}` goes back into the template.
  const templates: number[] = [];
  let depth = 0;
  let i = 0;
  const skipRegex = () => {
    let inClass = false;
    i += 1;
    while (i < text.length && text[i] !== '\n') {
      const char = text[i];
      if (char === '\\') i += 1;
      else if (char === '[') inClass = true;
      else if (char === ']') inClass = false;
      else if (char === '/' && !inClass) break;
      i += 1;
    }
    i += 1;
  };
  const readTemplate = () => {
    let value = '';
    while (i < text.length) {
      const char = text[i] ?? '';
      if (char === '\\') {
        value += text.slice(i, i + 2);
        i += 2;
      } else if (char === '`') {
        i += 1;
        found.push({ value, open: false });
        return;
      } else if (char === '$' && text[i + 1] === '{') {
        i += 2;
        found.push({ value, open: true });
        templates.push(depth);
        depth += 1;
        return;
      } else {
        value += char;
        i += 1;
      }
    }
  };
  while (i < text.length) {
    const char = text[i] ?? '';
    const next = text[i + 1];
    if (char === '/' && next === '/') i = text.includes('\n', i) ? text.indexOf('\n', i) : text.length;
    else if (char === '/' && next === '*') i = text.includes('*/', i) ? text.indexOf('*/', i) + 2 : text.length;
    else if (char === '/' && REGEX_MAY_FOLLOW.test(lastBefore(text, i))) skipRegex();
    else if (char === "'" || char === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== char && text[end] !== '\n') end += text[end] === '\\' ? 2 : 1;
      found.push({ value: text.slice(i + 1, end), open: false });
      i = end + 1;
    } else if (char === '`') {
      i += 1;
      readTemplate();
    } else if (char === '{') {
      depth += 1;
      i += 1;
    } else if (char === '}') {
      depth -= 1;
      i += 1;
      if (templates.at(-1) === depth) {
        templates.pop();
        readTemplate();
      }
    } else i += 1;
  }
  return found;
}

const speaksCommon = (text: string): boolean =>
  /useTranslation\(\s*(['"])common\1\s*\)|useTranslation\(\s*\)|ns:\s*(['"])common\2|COMMON_NS/.test(text);

const handlesApiFailures = (text: string): boolean => /from '@greencard\/api'|apiErrorText/.test(text);

const exportsOf = (text: string): string[] =>
  [...text.matchAll(/export\s+(?:async\s+)?(?:function|const)\s+(\w+)/g)].map((m) => m[1] ?? '');

const namesWord = (text: string, word: string): boolean => new RegExp(`\\b${word}\\b`).test(text);

/** For each common key, the modules that use it (an empty set: nobody does). */
export function commonKeyUses({ keys, files, steps, shellPaths }: KeyUseInput): Map<string, Set<string>> {
  const uses = new Map(keys.map((key) => [key, new Set<string>()]));
  const groupOf = (key: string) => key.split('.')[0] ?? key;
  const leafOf = (key: string) => key.slice(key.indexOf('.') + 1);
  const catalogueKeys = (group: string) =>
    new Map(keys.filter((key) => groupOf(key) === group && key.includes('.')).map((key) => [leafOf(key), key]));
  const errorKeys = catalogueKeys('errors');
  const validationKeys = catalogueKeys('validation');
  const recordUse = (key: string | undefined, module: string) => key && uses.get(key)?.add(module);

  const sources = files.filter(({ file }) => !COMMON_TEXTS.test(file) && !DECLARATIONS.includes(file));
  const modulesNaming = (words: string[]) =>
    new Set(
      sources
        .filter(({ file, text }) => !file.startsWith('shared/domain/') && words.some((word) => namesWord(text, word)))
        .map(({ file }) => moduleOf(file)),
    );

  for (const { file, text } of sources) {
    const module = moduleOf(file);
    const common = speaksCommon(text);
    for (const { value, open } of literals(text)) {
      const named = value.startsWith('common:') ? value.slice('common:'.length) : common ? value : undefined;
      if (named === undefined) continue;
      if (!open) recordUse(named, module);
      else if (named.endsWith('.') && !CATALOGUE_GROUPS.some((group) => named === `${group}.`))
        for (const key of keys) if (key.startsWith(named)) recordUse(key, module);
    }

    const bare = literals(text)
      .filter(({ open }) => !open)
      .map(({ value }) => value);
    const validationNamed = bare.map((value) => validationKeys.get(value)).filter((key) => key !== undefined);
    if (file.startsWith('shared/domain/src/validation/')) {
      const users = modulesNaming(exportsOf(text));
      for (const key of validationNamed) for (const user of users) recordUse(key, user);
    } else for (const key of validationNamed) recordUse(key, module);

    const errorsNamed = bare.map((value) => errorKeys.get(value)).filter((key) => key !== undefined);
    if (module === 'shared/api') {
      const paths = bare.filter((value) => value.startsWith('/'));
      const callers = [
        ...steps.filter((step) => step.paths.some((p) => paths.includes(p))).map((step) => step.module),
        ...(shellPaths.some((p) => paths.includes(p)) ? ['shell'] : []),
      ];
      const owners = callers.length > 0 || paths.length > 0 ? callers : [module];
      for (const key of errorsNamed) for (const owner of owners) recordUse(key, owner);
    } else if (handlesApiFailures(text)) {
      for (const key of errorsNamed) recordUse(key, module);
    }
  }
  return uses;
}

/** What is wrong with the uses: a key nobody uses, and a key only one step uses (it belongs in that step). */
export function keyUseProblems(uses: Map<string, Set<string>>): string[] {
  const problems: string[] = [];
  for (const [key, modules] of uses) {
    const [only] = modules;
    if (modules.size === 0) problems.push(`${key}: used nowhere`);
    else if (modules.size === 1 && only !== undefined && isStep(only))
      problems.push(`${key}: used by ${only} alone (move it into ${only}/src/i18n)`);
  }
  return problems;
}

/** Every leaf of a text tree, as dotted keys. */
export function leafKeys(tree: Readonly<Record<string, unknown>>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const dotted = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null ? leafKeys(value as Record<string, unknown>, dotted) : [dotted];
  });
}

const SOURCE = /\.(ts|tsx)$/;
const NOT_SOURCE = /\.test\.(ts|tsx)$|\.d\.ts$/;

function readTree(root: string, dir: string, withTests = false): SourceFile[] {
  const here = path.join(root, dir);
  if (!fs.existsSync(here)) return [];
  return fs.readdirSync(here, { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name === 'testing' || entry.name === 'node_modules' ? [] : readTree(root, file, withTests);
    if (!SOURCE.test(entry.name) || (!withTests && NOT_SOURCE.test(entry.name))) return [];
    return [{ file, text: fs.readFileSync(path.join(root, file), 'utf8') }];
  });
}

/** The sources and the steps' declared calls of the repository at `root`. */
export function readRepository(root: string): Pick<KeyUseInput, 'files' | 'steps'> {
  const top = fs.readdirSync(root);
  const stepFolders = top.filter((name) => name.startsWith('mf-') && fs.existsSync(path.join(root, name, 'step.json')));
  const sharedFolders = fs.readdirSync(path.join(root, 'shared')).map((name) => `shared/${name}`);
  const dirs = ['shell', ...sharedFolders, ...stepFolders].map((folder) => `${folder}/src`);
  const steps = stepFolders.map((folder) => {
    const declared = JSON.parse(fs.readFileSync(path.join(root, folder, 'step.json'), 'utf8')) as {
      calls?: { path: string }[];
    };
    return { module: folder, paths: (declared.calls ?? []).map((call) => call.path) };
  });
  // The agreement package is made of tests: they are its use of the domain rules.
  const files = [...dirs.flatMap((dir) => readTree(root, dir)), ...readTree(root, 'agreement/src', true)];
  return { files, steps };
}

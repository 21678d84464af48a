// Every file path and name that a document or README puts in backticks exists (the rule: docReferences.js).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { classify, codeSpans, missingReferences, readRepository } from './docReferences';

const root = path.resolve(__dirname, '..');

describe('what a document names', () => {
  it('reads inline code outside fenced blocks, with its line', () => {
    expect(codeSpans('a `one` b ``two``\n```\n`three`\n```\n`four`')).toEqual([
      { line: 0, span: 'one' },
      { line: 0, span: 'two' },
      { line: 4, span: 'four' },
    ]);
  });

  it.each([
    ['shell/server/', { kind: 'path', path: 'shell/server/' }],
    ['docs/product-rules.md', { kind: 'path', path: 'docs/product-rules.md' }],
    ['formValues.ts', { kind: 'path', path: 'formValues.ts' }],
    ['mf-*/step.json', { kind: 'path', path: 'mf-*/step.json' }],
    ['createApi({ baseURL })', { kind: 'name', words: ['createApi'] }],
    ['stored.string()', { kind: 'name', words: ['stored', 'string'] }],
    ['Combobox', { kind: 'name', words: ['Combobox'] }],
    ['@greencard/i18n/testing', { kind: 'package', name: '@greencard/i18n' }],
    ['greencard/owned-call-paths', { kind: 'rule', name: 'owned-call-paths' }],
  ])('%s is checked', (span, reference) => {
    expect(classify(span)).toEqual(reference);
  });

  it.each([
    '/contract',
    'mf-<step>/routes.json',
    'http://127.0.0.1:8080',
    '1.0.274',
    'rules §5',
    'npm run lint',
    '{lang}',
    'src/...',
    'image/svg+xml',
  ])('%s is prose', (span) => {
    expect(classify(span)).toBeNull();
  });
});

describe('a repository whose documents name what is gone', () => {
  it('reports each missing path and name, and a package section naming what the package lacks', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-references-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write('shared/api/package.json', JSON.stringify({ name: '@greencard/api' }));
    write('shared/api/src/index.ts', 'export const createApi = () => 1;');
    write('shared/store/package.json', JSON.stringify({ name: '@greencard/store' }));
    write('shared/store/src/index.ts', 'export const selectDraft = 1;');
    write(
      'docs/shared-packages.md',
      [
        '## @greencard/api (shared/api)',
        '`createApi()`, `selectDraft`, `getContractByEwaCode`, `shared/api/src/index.ts`, `src/gone.ts`, `@greencard/nope`',
      ].join('\n'),
    );
    const files = [
      'shared/api/package.json',
      'shared/api/src/index.ts',
      'shared/store/package.json',
      'shared/store/src/index.ts',
      'docs/shared-packages.md',
    ];
    expect(missingReferences(readRepository(dir, files), 'docs/shared-packages.md')).toEqual([
      'docs/shared-packages.md:2 `selectDraft`: not in shared/api',
      'docs/shared-packages.md:2 `getContractByEwaCode`: `getContractByEwaCode` is in no code or configuration file',
      'docs/shared-packages.md:2 `src/gone.ts`: no such file or folder',
      'docs/shared-packages.md:2 `@greencard/nope`: no such workspace package',
    ]);
  });
});

describe("this repository's documents", () => {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  // A changelog tells what was, so it may name what is gone; the kept fixture step is a test's input.
  const documents = files.filter(
    (file) => file.endsWith('.md') && !file.endsWith('CHANGELOG.md') && !file.startsWith('e2e/fixtures/'),
  );
  const repo = readRepository(
    root,
    files.filter((file) => fs.existsSync(path.join(root, file))),
  );

  it.each(documents)('%s names only paths and names that exist', (document) => {
    expect(missingReferences(repo, document)).toEqual([]);
  });
});

// @ts-check
// What a document of this repository names in backticks, and whether it exists. The rule:
// - a path is a span of path characters with a `/` or a file extension, not starting with `/` (that is a page or an
//   insurer path) or `.`, with no placeholder (`<step>`, `{lang}`, `...`), and no MIME type; it exists relative to
//   the document's folder, the repository root, or a workspace package or its src/, and a `*` in it must match
//   something; a bare file name (`formValues.ts`) exists somewhere in the repository. What the build or a run makes
//   is not in the repository: a path git ignores (`shell/dist/registry.json`) or a file in BUILT_FILES is not checked;
// - a name is an identifier, a dotted chain (`stored.shape`) or a call (`createApi(...)`, `stored.string()`); each of
//   its identifiers occurs as a word in the repository's code or configuration (any tracked file but the Markdown),
//   or is one of EXTERNAL_NAMES; in docs/shared-packages.md a single name under a package's heading occurs in that
//   package's sources or in a file or package the same line names in backticks;
// - `@greencard/<name>` is a workspace package; `greencard/<rule>` is a rule of eslint-rules/index.js;
// - anything else (numbers, values with spaces, URLs, key paths with placeholders) is prose and not checked.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

/** Files the builds and runs make, named in the documents as what a build holds. */
const BUILT_FILES = new Set([
  'mf-manifest.json',
  'remoteEntry.js',
  'main.js',
  'registry.json',
  'first-view.json',
  'DejaVu-LICENSE.txt',
]);

/** Names the documents give that the code does not spell, with where they come from. */
const EXTERNAL_NAMES = new Map([
  ['OTEL_EXPORTER_OTLP_HEADERS', 'read by the OpenTelemetry SDK itself'],
  ['OTEL_EXPORTER_OTLP_TIMEOUT', 'read by the OpenTelemetry SDK itself'],
  ['HttpOnly', "the cookie attribute as HTTP spells it (the code sets it as the cookie library's httpOnly)"],
  ['Intl.PluralRules', "the JavaScript engine's, which i18next uses (docs/performance.md's profile)"],
  ['Intl.NumberFormat', "the JavaScript engine's (docs/performance.md's profile)"],
  ['workLoopSync', "React's render loop, as a CPU profile names it (docs/performance.md)"],
  ['workLoopConcurrentByScheduler', "React's time-sliced render loop, as a CPU profile names it (docs/performance.md)"],
  ['loadShare', "the federation runtime's, as a CPU profile names it (docs/performance.md)"],
  ['satisfy', "the federation runtime's version check, as a CPU profile names it (docs/performance.md)"],
  ['NODE_OPTIONS', 'read by Node itself (docs/operations.md: how to profile the shop)'],
]);

/** The inline code spans of a Markdown text, outside fenced code blocks, each with its line (from 0). */
function codeSpans(markdown) {
  const spans = [];
  let fenced = false;
  markdown.split('\n').forEach((line, index) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    for (const match of line.matchAll(/(`+)([^`]+?)\1(?!`)/g)) spans.push({ line: index, span: match[2].trim() });
  });
  return spans;
}

const FILE_EXTENSION = /\.(?:ts|tsx|js|mjs|cjs|json|jsonc|md|css|ya?ml|html|conf|sh|txt|Dockerfile)$/;
const MIME_TYPE = /^(?:application|audio|font|image|multipart|text|video)\//;
const LINT_RULE = /^greencard\/([\w-]+)$/;
const IDENTIFIER = '[A-Za-z_$][\\w$]*';
const NAME = new RegExp(`^${IDENTIFIER}(?:\\.${IDENTIFIER})*(?:\\(.*\\))?$`);

/**
 * What a span names: `{ kind: 'path', path }`, `{ kind: 'name', words }`, `{ kind: 'package', name }`, or null for
 * prose the check leaves alone.
 */
function classify(span) {
  if (span.includes('...') || MIME_TYPE.test(span)) return null;
  const rule = LINT_RULE.exec(span);
  if (rule) return { kind: 'rule', name: rule[1] };
  if (/^@greencard\/[\w-]+/.test(span) && !/\s/.test(span)) {
    return { kind: 'package', name: span.split('/').slice(0, 2).join('/') };
  }
  if (
    /^[\w.*-]+(?:\/[\w.*+-]*)*$/.test(span) &&
    !span.startsWith('.') &&
    (span.includes('/') || FILE_EXTENSION.test(span))
  ) {
    if (/^\d/.test(span) || !/[A-Za-z]/.test(span)) return null;
    return { kind: 'path', path: span };
  }
  if (NAME.test(span)) {
    const head = span.replace(/\(.*\)$/, '');
    return { kind: 'name', words: head.split('.') };
  }
  return null;
}

/** A pattern with `*` (one path segment's worth) as a regular expression over repository paths. */
function globToRegExp(pattern) {
  const escaped = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${escaped}(?:/|$)`);
}

/**
 * The repository as the check sees it: its tracked files, the words of its code and configuration, per package
 * folder too, and its workspace packages.
 */
function readRepository(root, files) {
  const words = new Set();
  const wordsByFolder = new Map();
  for (const file of files) {
    if (file.endsWith('.md') || file === 'package-lock.json') continue;
    let text;
    try {
      text = fs.readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue;
    }
    const folder = file.split('/').slice(0, 2).join('/');
    const own = wordsByFolder.get(folder) ?? new Set();
    wordsByFolder.set(folder, own);
    for (const [word] of text.matchAll(/[A-Za-z_$][\w$]*/g)) {
      words.add(word);
      own.add(word);
    }
  }
  const packageNames = new Set();
  const packageFolders = [];
  for (const file of files) {
    if (!file.endsWith('/package.json')) continue;
    const folder = path.dirname(file);
    if (folder.includes('node_modules') || folder.includes('fixtures')) continue;
    packageFolders.push(folder);
    packageNames.add(JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')).name);
  }
  const lintRules = fs.existsSync(path.join(root, 'eslint-rules/index.js'))
    ? fs.readFileSync(path.join(root, 'eslint-rules/index.js'), 'utf8')
    : '';
  return { root, files, fileSet: new Set(files), words, wordsByFolder, packageNames, packageFolders, lintRules };
}

/** Whether git ignores a path of the repository (what a build or a run makes); false outside a git repository. */
function ignoredByGit(root, file) {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', file], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function pathExists(repo, docFolder, reference) {
  if (BUILT_FILES.has(path.posix.basename(reference))) return true;
  const folders = ['', docFolder, ...repo.packageFolders, ...repo.packageFolders.map((folder) => `${folder}/src`)];
  const bases = folders.map((base) => (base === '.' ? '' : base));
  const candidates = bases.map((base) => path.posix.normalize(path.posix.join(base, reference)).replace(/\/$/, ''));
  if (reference.includes('*')) {
    return candidates.some((candidate) => {
      const pattern = globToRegExp(candidate);
      return repo.files.some((file) => pattern.test(file));
    });
  }
  if (!reference.includes('/')) return repo.files.some((file) => path.posix.basename(file) === reference);
  return candidates.some(
    (candidate) =>
      repo.fileSet.has(candidate) ||
      repo.files.some((file) => file.startsWith(`${candidate}/`)) ||
      ignoredByGit(repo.root, candidate) ||
      ignoredByGit(repo.root, `${candidate}/`),
  );
}

/** The package folder (shared/<name>) whose section of docs/shared-packages.md a line is in, if any. */
function packageSections(markdown) {
  let folder = null;
  return markdown.split('\n').map((line) => {
    const heading = /^## @greencard\/[\w-]+ \((shared\/[\w-]+)\)/.exec(line);
    if (heading) folder = heading[1];
    else if (line.startsWith('## ')) folder = null;
    return folder;
  });
}

/** Whether a package folder, or a file or folder of the repository, has a word in its code. */
function homeHas(repo, home, word) {
  if (repo.wordsByFolder.get(home)?.has(word)) return true;
  const files = repo.files.filter((file) => file === home || file.startsWith(`${home}/`));
  return files.some((file) => {
    try {
      return new RegExp(`(?<![\\w$])${word.replace(/\$/g, '\\$')}(?![\\w$])`).test(
        fs.readFileSync(path.join(repo.root, file), 'utf8'),
      );
    } catch {
      return false;
    }
  });
}

/** Every reference of one document that does not exist, as `reference: why`. */
function missingReferences(repo, docFile) {
  const markdown = fs.readFileSync(path.join(repo.root, docFile), 'utf8');
  const docFolder = path.posix.dirname(docFile);
  const sections = docFile === 'docs/shared-packages.md' ? packageSections(markdown) : [];
  const missing = [];
  const spans = codeSpans(markdown);
  for (const { line: index, span } of spans) {
    const section = sections[index] ?? null;
    const reference = classify(span);
    const where = `${docFile}:${index + 1} \`${span}\``;
    if (reference === null) continue;
    if (reference.kind === 'package' && !repo.packageNames.has(reference.name)) {
      missing.push(`${where}: no such workspace package`);
    } else if (reference.kind === 'path' && !pathExists(repo, docFolder, reference.path)) {
      missing.push(`${where}: no such file or folder`);
    } else if (reference.kind === 'rule' && !repo.lintRules.includes(`'${reference.name}'`)) {
      missing.push(`${where}: no such rule in eslint-rules/index.js`);
    } else if (reference.kind === 'name') {
      const absent = reference.words.find((word) => !repo.words.has(word) && !EXTERNAL_NAMES.has(word));
      if (absent !== undefined) {
        missing.push(`${where}: \`${absent}\` is in no code or configuration file`);
      } else if (section !== null && reference.words.length === 1) {
        const named = spans.filter((other) => other.line === index).map((other) => classify(other.span));
        const homes = [
          section,
          ...named.filter((other) => other?.kind === 'path').map((other) => other.path.replace(/\/$/, '')),
          ...named
            .filter((other) => other?.kind === 'package')
            .map((other) => repo.packageFolders.find((folder) => folder.endsWith(other.name.split('/')[1])) ?? ''),
        ];
        if (!homes.some((home) => homeHas(repo, home, reference.words[0]))) missing.push(`${where}: not in ${section}`);
      }
    }
  }
  return missing;
}

module.exports = { codeSpans, classify, readRepository, missingReferences };

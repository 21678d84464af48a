// @ts-check
// A comment or a test title explains itself or cites this repository: docs/product-rules.md as `rules §N` / `rules DN`,
// or another file under docs/. Documents beside the checkout are not there for the reader of the repository.
const fs = require('node:fs');
const path = require('node:path');

const REPO = path.resolve(__dirname, '..');
const RULES_FILE = path.join(REPO, 'docs', 'product-rules.md');

/** Citations of documents that are not in the repository. */
const OUTSIDE = [
  { pattern: /\bspec(?: section| §)? ?§?\d/i, name: 'the spec' },
  { pattern: /\bgreen-card-spec\b/, name: 'the spec' },
  { pattern: /\bDECISIONS\b/, name: 'DECISIONS' },
  { pattern: /\bSTACK\.md\b|\bSTACK\b(?= [\d(,"']|$|\))/, name: 'STACK' },
  { pattern: /\bARCHITECTURE\b/, name: 'ARCHITECTURE' },
  { pattern: /\bDEVELOPERS\.md\b/, name: "the developers' guide" },
  { pattern: /\.\.\/shared\/(?:spec|data|DECISIONS|STACK|ARCHITECTURE)\b/, name: 'a file beside the checkout' },
  {
    pattern: /(?<!rules |, |and |to |§)(?<![\w§-])D\d{1,2}\b(?! \d)/,
    name: 'a decision by number (cite it as rules DN)',
  },
];

/** The sections and decisions docs/product-rules.md has, read once per lint run. */
function ruleNumbers() {
  const text = fs.existsSync(RULES_FILE) ? fs.readFileSync(RULES_FILE, 'utf8') : '';
  return {
    sections: new Set([...text.matchAll(/^## §(\d+)/gm)].map((m) => m[1])),
    decisions: new Set([...text.matchAll(/^- \*\*D(\d+)\*\*/gm)].map((m) => m[1])),
  };
}
let numbers;

/** What is wrong with a text's citations, or null. */
function problemOf(text) {
  for (const { pattern, name } of OUTSIDE)
    if (pattern.test(text)) return `cites ${name}, which is not in the repository`;
  numbers ??= ruleNumbers();
  for (const match of text.matchAll(/\brules §(\d+)(?:(?:,| and| or| to) §(\d+))?/g)) {
    for (const n of [match[1], match[2]])
      if (n && !numbers.sections.has(n)) return `cites rules §${n}, which docs/product-rules.md does not have`;
  }
  for (const match of text.matchAll(/\brules\b[^.;]*?\bD(\d+)\b/g)) {
    if (!numbers.decisions.has(match[1])) return `cites rules D${match[1]}, which docs/product-rules.md does not have`;
  }
  for (const match of text.matchAll(/\bdocs\/([\w./-]+\.md)\b/g)) {
    if (!fs.existsSync(path.join(REPO, 'docs', match[1]))) return `cites docs/${match[1]}, which does not exist`;
  }
  return null;
}

const TEST_CALLS = new Set(['describe', 'it', 'test']);

/** The callee of describe(...), it.each(...)(...), test.skip(...) and the like, by its base name. */
function testCallName(callee) {
  let node = callee;
  while (node) {
    if (node.type === 'Identifier') return node.name;
    if (node.type === 'MemberExpression') node = node.object;
    else if (node.type === 'CallExpression') node = node.callee;
    else return null;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments and test titles cite only documents in the repository.' },
    schema: [],
    messages: { outside: 'This {{what}} {{problem}}: say it in its own words or cite docs/ (rules §N, rules DN).' },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      Program() {
        for (const comment of sourceCode.getAllComments()) {
          const problem = problemOf(comment.value);
          if (problem)
            context.report({
              loc: comment.loc ?? { line: 1, column: 0 },
              messageId: 'outside',
              data: { what: 'comment', problem },
            });
        }
      },
      CallExpression(node) {
        const name = testCallName(node.callee);
        const [title] = node.arguments;
        if (!name || !TEST_CALLS.has(name) || !title) return;
        const text =
          title.type === 'Literal'
            ? title.value
            : title.type === 'TemplateLiteral'
              ? title.quasis.map((q) => q.value.cooked).join('')
              : null;
        if (typeof text !== 'string') return;
        const problem = problemOf(text);
        if (problem) context.report({ node: title, messageId: 'outside', data: { what: 'test title', problem } });
      },
    };
  },
  problemOf,
};

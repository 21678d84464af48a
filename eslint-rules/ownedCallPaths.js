// @ts-check
// A step owns its insurer calls (docs/step-release.md, "calls"): their client, their answer's schema and how the shop
// server treats them live in its folder. So no other code spells an owned call's path, except a step that declares in
// its step.json that it uses the call: the platform keeps what is the same for every call, never a call itself.
const fs = require('node:fs');
const path = require('node:path');
const { canonicalPath } = require('@greencard/step-contract');

const REPO = path.resolve(__dirname, '..');

/**
 * Every step's calls by their canonical path, with the folders allowed to spell each: its owner's and those of the
 * steps that use it. Read once per lint run from the steps' own step.json.
 * @returns {Map<string, { owner: string, allowed: Set<string> }>}
 */
function ownedCalls() {
  /** @type {Map<string, { owner: string, allowed: Set<string> }>} */
  const byPath = new Map();
  const folders = fs.readdirSync(REPO).filter((name) => name.startsWith('mf-'));
  const declared = folders.flatMap((folder) => {
    const file = path.join(REPO, folder, 'step.json');
    return fs.existsSync(file) ? [{ folder, step: JSON.parse(fs.readFileSync(file, 'utf8')) }] : [];
  });
  for (const { folder, step } of declared)
    for (const call of step.calls ?? [])
      byPath.set(canonicalPath(call.path) ?? call.path, { owner: folder, allowed: new Set([folder]) });
  for (const { folder, step } of declared)
    for (const use of step.uses ?? []) byPath.get(canonicalPath(use.path) ?? use.path)?.allowed.add(folder);
  return byPath;
}
/** @type {ReturnType<typeof ownedCalls> | undefined} */
let calls;

/**
 * The call path a string spells, if it spells one: as it is, after its method (`GET /number`), or under the shop's
 * `/api`, without a query.
 */
function spelledPath(/** @type {string} */ text) {
  const bare = text.replace(/^(?:GET|POST|PUT) /, '').split('?')[0] ?? '';
  if (!bare.startsWith('/')) return undefined;
  return canonicalPath(bare.replace(/^\/api(?=\/)/i, ''));
}

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: "No code spells another step's insurer call: the owner's step folder holds it." },
    schema: [],
    messages: {
      foreign:
        '{{path}} is an insurer call of {{owner}}: only {{owner}} (and a step whose step.json uses it) spells it. Ask the owner, or declare the use in step.json.',
    },
  },
  create(context) {
    calls ??= ownedCalls();
    const owned = calls;
    const folder = path.relative(REPO, context.filename).split(path.sep)[0] ?? '';
    /** @param {import('estree').Node} node @param {string} text */
    const check = (node, text) => {
      const spelled = spelledPath(text);
      const call = spelled === undefined ? undefined : owned.get(spelled);
      if (call && !call.allowed.has(folder))
        context.report({ node, messageId: 'foreign', data: { path: text, owner: call.owner } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        if (node.expressions.length === 0) check(node, node.quasis[0]?.value.cooked ?? '');
      },
    };
  },
};

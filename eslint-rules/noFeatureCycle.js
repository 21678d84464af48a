// @ts-check
// Feature folders of one package depend on each other in one direction only: a folder that imports another must not
// be reachable back from it. A cycle means neither can be understood, tested or moved without the other.
const path = require('node:path');
const { featureGraph, featureOf, isTestCode, pathBetween, sourceRoot } = require('./featureGraph');

/** One graph per package and lint run: every file of the package asks about the same graph. */
const graphs = new Map();

function graphOf(srcRoot) {
  if (!graphs.has(srcRoot)) graphs.set(srcRoot, featureGraph(srcRoot));
  return graphs.get(srcRoot);
}

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import between feature folders of one package that closes a cycle.' },
    schema: [],
    messages: {
      cycle:
        "'{{from}}' imports '{{to}}', but '{{to}}' already depends on '{{from}}' ({{route}}). Move what both need into a folder of its own.",
    },
  },
  create(context) {
    const file = context.filename;
    const srcRoot = sourceRoot(file);
    if (srcRoot === null || isTestCode(file)) return {};
    const from = featureOf(srcRoot, file);
    if (from === null) return {};

    /** @param {import('estree').Node & { source?: import('estree').Literal | null }} node */
    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = featureOf(srcRoot, path.resolve(path.dirname(file), specifier));
      if (to === null || to === from) return;
      const back = pathBetween(graphOf(srcRoot), to, from);
      if (back) context.report({ node, messageId: 'cycle', data: { from, to, route: back.join(' -> ') } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

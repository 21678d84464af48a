// @ts-check
// The journey contract's major as the store source a package is built with declares it.
const fs = require('node:fs');
const path = require('node:path');

/**
 * JOURNEY_SCHEMA_VERSION of the @greencard/store that `dir` builds with. Read from the source, not imported: the
 * store is a shared singleton, so at run time a step sees the shell's value, and only a copy taken at build time
 * can say which major the step was written for.
 */
function journeyMajor(dir = __dirname) {
  const store = path.dirname(require.resolve('@greencard/store/package.json', { paths: [dir] }));
  const file = path.join(store, 'src/journey/schemaVersion.ts');
  const match = /JOURNEY_SCHEMA_VERSION = (\d+)/.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`No JOURNEY_SCHEMA_VERSION in ${file}`);
  return Number(match[1]);
}

module.exports = { journeyMajor };

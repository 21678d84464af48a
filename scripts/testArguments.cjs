// @ts-check
// What `npm test -- <filters>` passes on (scripts/test.mjs): each word a filter of test files, a regular expression
// of their paths, which the unit tests, the sandbox's tests and the end-to-end tests each take as their own; the type
// check and lint still cover the whole repository. An option is refused: no two runners read one the same way.
const { readdirSync } = require('node:fs');
const path = require('node:path');

/** A test of another package that starts the real sandbox is named *.sandbox.test.ts and runs with the sandbox's. */
const STARTS_SANDBOX = '\\.sandbox\\.test\\.ts$';
const SANDBOX_TESTS = `sandbox/|${STARTS_SANDBOX}`;
const DEPLOYMENT = path.join(__dirname, '..', 'e2e', 'deployment');

/**
 * The arguments of each runner for `npm test`'s arguments: `unit` and `sandbox` for jest, `e2e` for Playwright; and
 * `deployment`, whether the deployment test runs: its global setup builds the images before Playwright applies the
 * filters, so it runs only when a filter matches one of its specs (e2e/deployment/), as Playwright matches them.
 * Throws on an option, naming it and where it goes instead.
 * @param {string[]} args
 */
function runnerArguments(args) {
  const option = args.find((arg) => arg.startsWith('-'));
  if (option)
    throw new Error(
      `npm test takes filters of test files only (npm test -- mf-points sandbox/src/loyalty), not "${option}": ` +
        `give it to one runner, npx jest ${option} <paths> or npm run e2e -- <files> ${option}`,
    );
  const ignored = ['--testPathIgnorePatterns', '/node_modules/', '/dist/', '/sandbox/', STARTS_SANDBOX];
  if (args.length === 0) return { unit: ignored, sandbox: ['sandbox/', STARTS_SANDBOX], e2e: [], deployment: true };
  // jest ORs the patterns it is given: the sandbox's tests that match a filter are one pattern of both.
  const sandbox = `^(?=.*(?:${SANDBOX_TESTS}))(?=.*(?:${args.join('|')}))`;
  // A filter may match no test of a runner: that runner then passes with none.
  return {
    unit: ['--passWithNoTests', ...args, ...ignored],
    sandbox: ['--passWithNoTests', sandbox],
    e2e: ['--pass-with-no-tests', ...args],
    deployment: readdirSync(DEPLOYMENT)
      .filter((name) => name.endsWith('.spec.ts'))
      .some((name) => args.some((filter) => new RegExp(filter).test(path.join(DEPLOYMENT, name)))),
  };
}

module.exports = { runnerArguments };

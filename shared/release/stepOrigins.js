// @ts-check
// Where each step's builds may be served from (docs/step-release.md, "A step's origins"): the shop's configuration,
// STEP_ORIGINS, the operator's word and not a team's. A release naming another origin is refused before anything is
// fetched from it, and so is a registry entry the shop server reads; the page's script policy is the registry's
// origins, so it names no other either.
const { isStepName } = require('@greencard/step-contract/stepName');

/**
 * @typedef {{ allows(step: string, origin: string): boolean, of(step: string): string }} StepOrigins
 * allows: whether a build of `step` may be served from `origin` (scheme, host and port); of: the step's origins, said.
 */

const EXAMPLE = 'points=https://steps.example.com';

/** The entries of a comma-separated setting, trimmed, empty ones left out. @param {string | undefined} value */
const listOf = (value) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * The entry as an origin, or throws naming the setting it came from: scheme, host and port, nothing else.
 * @param {string} entry @param {string} [variable] @returns {string}
 */
function originOf(entry, variable = 'STEP_ORIGINS') {
  const url = URL.canParse(entry) ? new URL(entry) : undefined;
  // Its address is its origin's: no user, password, path, query or fragment.
  const bare = url && /^https?:$/.test(url.protocol) && url.href === `${url.origin}/`;
  if (!url || !bare)
    throw new Error(`${variable}: "${entry}" is not an origin such as https://example.com (http or https, no path)`);
  return url.origin;
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** Outside production, without STEP_ORIGINS: the step servers of this machine (npm start's, the tests'). @type {StepOrigins} */
const THIS_MACHINE = {
  allows(_step, origin) {
    const url = URL.canParse(origin) ? new URL(origin) : undefined;
    return !!url && /^https?:$/.test(url.protocol) && LOOPBACK_HOSTS.includes(url.hostname);
  },
  of: () => "this machine's (127.0.0.1, localhost, [::1], any port: STEP_ORIGINS is not set)",
};

/**
 * STEP_ORIGINS: `<step>=<origin>` pairs, comma-separated, a step named once per origin its builds may be served from
 * (`points=https://steps.example.com,points=https://cdn.example.com`). Unset or empty: this machine's origins, for a
 * shop outside production (the server refuses to start without it in production, shell/server/config.ts).
 * @param {string | undefined} value @returns {StepOrigins}
 */
function parseStepOrigins(value) {
  const pairs = listOf(value);
  if (!pairs.length) return THIS_MACHINE;
  /** @type {Map<string, string[]>} */
  const byStep = new Map();
  for (const pair of pairs) {
    const [step, origin, ...rest] = pair.split('=');
    if (!step || !origin || rest.length || !isStepName(step))
      throw new Error(`STEP_ORIGINS: "${pair}" is not <step>=<origin>, such as ${EXAMPLE}`);
    byStep.set(step, [...new Set([...(byStep.get(step) ?? []), originOf(origin)])]);
  }
  return {
    allows: (step, origin) => byStep.get(step)?.includes(origin) ?? false,
    of: (step) => byStep.get(step)?.join(', ') ?? 'none',
  };
}

/**
 * Why a build of `step` whose manifest is at `manifestUrl` may not be served, or undefined when it may. A manifest
 * named by a path (`/...`) is a file of the shell's own build folder, on the shop's own origin.
 * @param {StepOrigins} origins @param {string} step @param {string} manifestUrl
 */
function originRefusal(origins, step, manifestUrl) {
  if (/^\/(?![/\\])/.test(manifestUrl)) return undefined;
  if (!URL.canParse(manifestUrl)) return `its manifest ${JSON.stringify(manifestUrl)} is no address`;
  const { origin } = new URL(manifestUrl);
  if (origins.allows(step, origin)) return undefined;
  return `it is served from ${origin}, and the shop serves ${step}'s builds only from ${origins.of(step)} (STEP_ORIGINS, the operator's)`;
}

module.exports = { parseStepOrigins, originRefusal, originOf, listOf };

// @ts-check
// The compose stack's first registry (docker/compose.yaml, docs/deployment.md): every step of this repository with
// its own routes.json and step.json, as `npm start` makes its first registry from the steps (scripts/services.mjs),
// each naming the build its step image publishes, <version of its version.json>+<BUILD_ID>, on the origin STEP_ORIGINS
// gives it. docker/shell.Dockerfile writes it into the image, where `--seed-record` reads it (REGISTRY_FILE).
//   STEP_ORIGINS=calculator=http://localhost:8081,... BUILD_ID=compose node docker/firstRegistry.js > registry.json
const path = require('node:path');
const { stepVersion } = require('../shared/build/buildVersion.js');
const { STEPS, stepFolder } = require('../shared/build/steps.js');
const { registryEntry } = require('../shared/release/registryEntry.js');

/** The registry for `env`'s STEP_ORIGINS (one origin per step) and BUILD_ID. @param {NodeJS.ProcessEnv} env */
function firstRegistry(env = process.env) {
  const origins = new Map(
    (env.STEP_ORIGINS ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => /** @type {[string, string]} */ (pair.trim().split('='))),
  );
  if (!env.BUILD_ID) throw new Error("BUILD_ID names the steps' builds: set it as their images were built");
  return Object.fromEntries(
    STEPS.map((step) => {
      const origin = origins.get(step);
      if (!origin) throw new Error(`STEP_ORIGINS names no origin for ${step}`);
      const folder = path.resolve(__dirname, '..', stepFolder(step));
      return [step, registryEntry(`${origin}/${stepVersion(folder)}+${env.BUILD_ID}/mf-manifest.json`, folder)];
    }),
  );
}

if (require.main === module) process.stdout.write(`${JSON.stringify(firstRegistry(), null, 2)}\n`);

module.exports = { firstRegistry };

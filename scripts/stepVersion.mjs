// `npm run release:version -- <step> major|minor|patch|<version>`: moves a step's version on, in its own
// mf-<step>/version.json and nowhere else, so two teams' bumps never meet in a file (docs/step-release.md, "A step's
// version"). Its builds are then named <new version>+<build id>.
import path from 'node:path';
import { bumpStepVersion } from '../shared/build/buildVersion.js';
import { STEPS, stepFolder } from '../shared/build/steps.js';

const USAGE = `Usage: npm run release:version -- <step> major|minor|patch|<version>
  Writes the step's next version in mf-<step>/version.json (a fix: patch; a new behaviour: minor; a change other
  teams must act on: major). Add its entry at the top of mf-<step>/CHANGELOG.md in the same change.`;

const [step, change, ...rest] = process.argv.slice(2);
if (!step || !change || rest.length) {
  console.error(USAGE);
  process.exit(2);
}
try {
  if (!STEPS.includes(step)) throw new Error(`No step "${step}": the steps are ${STEPS.join(', ')}`);
  const version = bumpStepVersion(path.resolve(import.meta.dirname, '..', stepFolder(step)), change);
  console.log(`${step} is now ${version} (${stepFolder(step)}/version.json); its next build is ${version}+<build id>.`);
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}

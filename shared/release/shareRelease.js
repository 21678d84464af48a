// @ts-check
// A release to a share of buyers (docs/step-release.md, "share"): the step's entry keeps its build and gains a
// `trial`, the other build, with the share of starting buyers that get it. The shop server gives each buyer one of
// the two and keeps it in the buyer's session; these functions only decide the entry.
const { isObject } = require('@greencard/step-contract');

/**
 * The entry after releasing `released` (the build, its routes and declarations) to `share` percent of the buyers who
 * start a journey, the other build getting the rest:
 * - a build the entry does not have becomes its trial (refused while another trial is under way: its buyers would
 *   lose the build they have);
 * - the trial build gets the new share (100: every starting buyer);
 * - the entry's own build gets the share, so the trial gets the rest: a rollback by share (at 100, no starting buyer
 *   gets the trial, and those who have it keep it).
 * Buyers already given a build keep it as long as the entry has it; a release without --share (`withoutTrial`) is
 * the one that gives every buyer the same build again.
 * Returns the entry, or a string saying why the release is refused.
 * @param {string} step @param {Record<string, unknown>} current the step's entry now @param {Record<string, unknown>} released
 * @param {number} share
 * @returns {Record<string, unknown> | string}
 */
function withShare(step, current, released, share) {
  const { trial, ...main } = current;
  const build = withoutTrial(released);
  if (build.manifest === main.manifest) {
    if (!isObject(trial)) return main;
    return { ...main, trial: { ...trial, share: 100 - share } };
  }
  if (isObject(trial) && trial.manifest !== build.manifest) {
    return (
      `${step} already shares its buyers with ${trial.manifest} (share ${trial.share}%): finish that release ` +
      "(release it without --share) or take it back (release the step's build without --share) first"
    );
  }
  return { ...main, trial: { ...build, share } };
}

/**
 * The entry after a release without --share: that build for every buyer, from each buyer's next page; the trial, if
 * any, ends.
 * @param {Record<string, unknown>} entry
 */
function withoutTrial(entry) {
  const { trial: _ended, ...rest } = entry;
  return rest;
}

module.exports = { withShare, withoutTrial };

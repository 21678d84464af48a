// @ts-check
// What runs now, per step (`npm run release -- status`, docs/step-release.md "status"): its build, the build on trial
// and its share, the canary's stage, and the latest verdict the canary's judge recorded. Read from the record's
// registry and history alone, so the local record and a deployed shop's release service answer it alike.
const { isObject } = require('@greencard/step-contract');
const { canaryOf } = require('./canaryRelease');
const { entryManifest, versionOf } = require('./registryEntry');

/** A build as status names it: its version folder, else its manifest URL. @param {unknown} manifest */
const buildName = (manifest) => versionOf(manifest) ?? (typeof manifest === 'string' ? manifest : null);

/**
 * Each step's status, in the registry's order; of one step with `step`.
 * @param {Record<string, unknown>} registry @param {import('./record').HistoryEntry[]} history @param {string} [step]
 */
function releaseStatus(registry, history, step) {
  return Object.keys(registry)
    .filter((name) => step === undefined || name === step)
    .map((name) => {
      const entry = registry[name];
      const trial = isObject(entry) && isObject(entry.trial) ? entry.trial : undefined;
      const canary = canaryOf(registry, history, name);
      const judged = history.findLast((change) => change.step === name && isObject(change.judged));
      const verdict = /** @type {{ verdict?: unknown, summary?: unknown } | undefined} */ (judged?.judged);
      return {
        step: name,
        build: buildName(entryManifest(entry)),
        trial: trial ? { build: buildName(trial.manifest), share: Number(trial.share) } : null,
        canary: canary
          ? {
              build: buildName(canary.trial),
              stage: canary.state.stage + 1,
              stages: canary.state.plan.stages,
              share: canary.state.plan.stages[canary.state.stage],
              since: canary.state.since,
              held: canary.state.held === true,
            }
          : null,
        lastVerdict:
          judged && verdict
            ? {
                at: judged.at,
                build: buildName(judged.canary?.build ?? judged.to),
                verdict: verdict.verdict,
                summary: verdict.summary,
                action: judged.action,
              }
            : null,
      };
    });
}

/**
 * The status as lines: one per step, and under a canary its stage and latest verdict.
 * @param {ReturnType<typeof releaseStatus>} steps
 */
function statusLines(steps) {
  if (!steps.length) return ['No step in the registry.'];
  return steps.flatMap((status) => {
    const trial = status.trial ? `; ${status.trial.build} for ${status.trial.share}% of starting buyers` : '';
    const lines = [`${status.step.padEnd(12)} ${status.build ?? 'nothing'}${trial}`];
    if (status.canary) {
      const { stage, stages, share, since, held } = status.canary;
      lines.push(
        `${''.padEnd(12)} canary ${status.canary.build}: stage ${stage} of ${stages.length} (${share}%, stages ${stages.join('% ')}%) since ${since}${held ? ', held' : ''}`,
      );
    }
    if (status.lastVerdict) {
      const { at, build, verdict, summary } = status.lastVerdict;
      lines.push(`${''.padEnd(12)} last verdict ${at} on ${build}: ${verdict}${summary ? ` (${summary})` : ''}`);
    }
    return lines;
  });
}

module.exports = { releaseStatus, statusLines };

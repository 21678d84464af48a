// @ts-check
// The journey's order, from what each step declares in its step.json: the one order in which every step comes after
// the step it follows and before the step it precedes (docs/step-release.md, "journey"). A registry whose steps allow
// two orders, or none, has no journey and is refused. The shop server reads it from the registry, the page from the
// entries it came with; the page's plan and the way on to the next step are @greencard/i18n's (one instance in the
// page). No validator here: the page imports this file on its own.

/**
 * @typedef {import('./index').StepJourney} StepJourney
 * @typedef {import('./index').StepRoute} StepRoute
 * @typedef {{ step: string, label: StepJourney['label'], path: string, when?: StepJourney['when'], needs: readonly StepJourney['needs'][number][] }} PlannedStep
 * A step of the journey as the page goes through it; `path` is its first page, without the language prefix.
 */

const listed = (/** @type {readonly string[]} */ steps) => steps.map((step) => `"${step}"`).join(', ');

/**
 * The steps in journey order; throws, saying why, when the declarations do not make exactly one order.
 * @param {Readonly<Record<string, StepJourney>>} journeys
 * @returns {string[]}
 */
function journeyOrder(journeys) {
  const steps = Object.keys(journeys);
  if (steps.length === 0) throw new Error('the journey has no step');
  const first = steps.filter((step) => journeys[step]?.follows === undefined);
  if (first.length === 0)
    throw new Error('no step is the first: every step follows another (only the first leaves out "follows")');
  if (first.length > 1)
    throw new Error(`${listed(first)} are each a first step: only the first step leaves out "follows"`);

  /** Each pair [a, b] in which a comes before b. @type {[string, string][]} */
  const edges = [];
  for (const [step, { follows, precedes }] of Object.entries(journeys)) {
    /** The step `step` names in `key`, which must be one of the registry. */
    const named = (/** @type {string} */ key, /** @type {string} */ other) => {
      if (other in journeys) return other;
      throw new Error(`"${step}" ${key} "${other}", which is not a step of the registry`);
    };
    if (follows !== undefined) edges.push([named('follows', follows), step]);
    if (precedes !== undefined) edges.push([step, named('precedes', precedes)]);
  }

  /** @type {string[]} */
  const order = [];
  for (;;) {
    // The steps not yet placed whose every step before is placed: exactly one comes next.
    const ready = steps.filter(
      (step) => !order.includes(step) && edges.every(([before, after]) => after !== step || order.includes(before)),
    );
    if (ready.length > 1) {
      throw new Error(
        `the order of ${listed(ready)} is not decided: one of them must name another in "precedes" or "follows"`,
      );
    }
    if (ready.length === 0) break;
    order.push(/** @type {string} */ (ready[0]));
  }
  if (order.length < steps.length) {
    const circling = steps.filter((step) => !order.includes(step));
    throw new Error(`${listed(circling)} come each before another (a cycle): there is no order`);
  }
  return order;
}

/**
 * The journey that steps' declarations make (the registry's entries, by step name): the steps in their one order,
 * each with its label, its first page (the first of its routes.json, without the language prefix), its condition and
 * its needs. Throws when the journeys make no order or more than one.
 * @param {Readonly<Record<string, { routes: readonly StepRoute[], journey: StepJourney }>>} steps
 * @returns {PlannedStep[]}
 */
function plannedJourney(steps) {
  const order = journeyOrder(Object.fromEntries(Object.entries(steps).map(([step, { journey }]) => [step, journey])));
  return order.map((step) => {
    const { journey, routes } = /** @type {{ routes: readonly StepRoute[], journey: StepJourney }} */ (steps[step]);
    return {
      step,
      label: journey.label,
      path: /** @type {StepRoute} */ (routes[0]).path,
      ...(journey.when === undefined ? {} : { when: journey.when }),
      needs: journey.needs,
    };
  });
}

module.exports = { journeyOrder, plannedJourney };

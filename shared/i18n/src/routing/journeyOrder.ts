// The journey's order, from what each step declares: the one order in which every step comes after the step it
// follows and before the step it precedes (docs/step-release.md, "journey"). A registry whose steps allow two orders,
// or none, has no journey and is refused.
import type { StepJourney } from '@greencard/step-contract';
import type { StepName } from '@greencard/step-contract/stepName';

const listed = (steps: readonly string[]) => steps.map((step) => `"${step}"`).join(', ');

/** The steps in journey order; throws, saying why, when the declarations do not make exactly one order. */
export function journeyOrder(journeys: Readonly<Record<StepName, StepJourney>>): StepName[] {
  const steps = Object.keys(journeys);
  if (steps.length === 0) throw new Error('the journey has no step');
  const first = steps.filter((step) => journeys[step]!.follows === undefined);
  if (first.length === 0)
    throw new Error('no step is the first: every step follows another (only the first leaves out "follows")');
  if (first.length > 1)
    throw new Error(`${listed(first)} are each a first step: only the first step leaves out "follows"`);

  // An edge a -> b: a comes before b.
  const after = new Map<StepName, StepName[]>(steps.map((step) => [step, []]));
  const before = new Map<StepName, number>(steps.map((step) => [step, 0]));
  const edge = (from: StepName, to: StepName) => {
    after.get(from)!.push(to);
    before.set(to, before.get(to)! + 1);
  };
  for (const step of steps) {
    const { follows, precedes } = journeys[step]!;
    for (const [key, other] of [
      ['follows', follows],
      ['precedes', precedes],
    ] as const) {
      if (other !== undefined && !(other in journeys))
        throw new Error(`"${step}" ${key} "${other}", which is not a step of the registry`);
    }
    if (follows !== undefined) edge(follows, step);
    if (precedes !== undefined) edge(step, precedes);
  }

  const order: StepName[] = [];
  let ready = steps.filter((step) => before.get(step) === 0);
  while (ready.length > 0) {
    if (ready.length > 1) {
      throw new Error(
        `the order of ${listed(ready)} is not decided: one of them must name another in "precedes" or "follows"`,
      );
    }
    const [step] = ready as [StepName];
    order.push(step);
    ready = [];
    for (const next of after.get(step)!) {
      before.set(next, before.get(next)! - 1);
      if (before.get(next) === 0) ready.push(next);
    }
  }
  if (order.length < steps.length) {
    const circling = steps.filter((step) => !order.includes(step));
    throw new Error(`${listed(circling)} come each before another (a cycle): there is no order`);
  }
  return order;
}

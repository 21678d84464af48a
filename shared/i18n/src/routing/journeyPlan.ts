// The journey as this page runs it: the registry's steps in their order (the step contract's plannedJourney), each
// with what it declares in its step.json and where its first page is. The shell sets it (from the registry the page came with, and again when a
// build under test in this browser brings its own step.json); steps go on with "the next step" and never name
// another step or its path (docs/step-release.md, "journey"). One plan per page: this package is one instance in
// the page (docs/shared-packages.md).
import type { Locale } from '@greencard/domain';
import type { JourneyCondition } from '@greencard/step-contract';
import type { PlannedStep } from '@greencard/step-contract/journey';
import type { StepName } from '@greencard/step-contract/stepName';
import { navigate, type NavigateOptions } from './navigate';
import { localizePath } from './paths';

export interface JourneyPlan {
  /** In journey order. */
  steps: readonly PlannedStep[];
  /**
   * Whether a condition holds for this buyer now. The shell decides it from the browser's records, so this package
   * reads none of them.
   */
  holds: (condition: JourneyCondition) => boolean;
}

const NO_PLAN: JourneyPlan = { steps: [], holds: () => false };
let current: JourneyPlan = NO_PLAN;
const listeners = new Set<() => void>();

/** The page's plan; no steps until the shell sets it (a step served alone has none). */
export const journeyPlan = (): JourneyPlan => current;

export function setJourneyPlan(plan: JourneyPlan): void {
  current = plan;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the plan is set; returns how to stop. */
export function subscribeJourneyPlan(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The steps this buyer goes through, in order: those whose `when` holds now. */
export const plannedSteps = (plan: JourneyPlan): PlannedStep[] =>
  plan.steps.filter((step) => step.when === undefined || plan.holds(step.when));

/** The step after `from` for this buyer: the next in order whose `when` holds; none after the last. */
export function nextPlannedStep(plan: JourneyPlan, from: StepName): PlannedStep | undefined {
  const at = plan.steps.findIndex((step) => step.step === from);
  if (at === -1) return undefined;
  return plannedSteps({ ...plan, steps: plan.steps.slice(at + 1) })[0];
}

/**
 * Goes on from step `from` to the next step of the page's journey. False, and nothing happens, when there is none
 * (the last step, or a step served alone without the shell's plan).
 */
export function navigateToNextStep(from: StepName, locale: Locale, options?: NavigateOptions): boolean {
  const next = nextPlannedStep(current, from);
  if (!next) {
    console.warn(`No step follows "${from}" in this page's journey`);
    return false;
  }
  navigate(localizePath(next.path, locale), options);
  return true;
}

import { plannedSteps, type JourneyPlan, type PlannedStep } from '@greencard/i18n';
import type { RouteTable } from '../routing/routeTable';

/**
 * The steps the journey indicator shows, in journey order: those this buyer goes through (their `when` holds) that
 * have a page of their own in the page's routes. The journey's first step, where a buyer picks an offer (the
 * calculator), is where the journey starts, not a step of it: the indicator names contract, confirm, points and
 * payment (rules §2).
 */
export function indicatorSteps(plan: JourneyPlan, table: RouteTable): PlannedStep[] {
  const shown = new Set([...table.values()].map((route) => route.step));
  const start = plan.steps[0]?.step;
  return plannedSteps(plan).filter((step) => step.step !== start && shown.has(step.step));
}

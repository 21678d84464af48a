import { plannedSteps, type JourneyPlan, type PlannedStep } from '@greencard/i18n';
import type { RouteTable } from '../routing/routeTable';

/**
 * The steps the journey indicator shows, in journey order: those this buyer goes through (their `when` holds) that
 * have a page of their own in the page's routes.
 */
export function indicatorSteps(plan: JourneyPlan, table: RouteTable): PlannedStep[] {
  const shown = new Set([...table.values()].map((route) => route.step));
  return plannedSteps(plan).filter((step) => shown.has(step.step));
}

import { useSyncExternalStore } from 'react';
import { plannedSteps, useTranslation, type JourneyPlan, type PlannedStep, type StepName } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { StepIndicator } from '@greencard/ui';
import { useJourneyPlan } from '../journey/pageJourney';
import { usePageRoutes } from '../routing/pageRoutes';
import type { RouteTable } from '../routing/routeTable';

const unchanging = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;
// The conditions are the browser's records: the server renders the frame as a new buyer gets it (none holds), and a
// loyalty customer's points step joins right after hydration.
const asNewBuyer = (plan: JourneyPlan): JourneyPlan => ({ ...plan, holds: () => false });

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

/** Where the buyer is and what is left, by the page's journey plan; each step's label is its own (its step.json). */
export function JourneySteps({ current }: { current: StepName }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const plan = useJourneyPlan();
  const hydrated = useSyncExternalStore(unchanging, inBrowser, onServer);
  const steps = indicatorSteps(hydrated ? plan : asNewBuyer(plan), usePageRoutes());
  // The journey's start (the home page) is no step of the indicator's: it shows there not at all.
  if (!steps.some((step) => step.step === current)) return null;
  return (
    <div className="container">
      <StepIndicator
        label={t('steps.label')}
        steps={steps.map((step) => ({ id: step.step, label: step.label[locale] }))}
        current={current}
      />
    </div>
  );
}

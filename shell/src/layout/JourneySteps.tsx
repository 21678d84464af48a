import { useSyncExternalStore } from 'react';
import { useTranslation, type JourneyPlan, type StepName } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { StepIndicator } from '@greencard/ui';
import { useJourneyPlan } from '../journey/pageJourney';
import { usePageRoutes } from '../routing/pageRoutes';
import { indicatorSteps } from './indicatorSteps';

const unchanging = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;
// The conditions are the browser's records: the server renders the frame as a new buyer gets it (none holds), and a
// loyalty customer's points step joins right after hydration.
const asNewBuyer = (plan: JourneyPlan): JourneyPlan => ({ ...plan, holds: () => false });

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

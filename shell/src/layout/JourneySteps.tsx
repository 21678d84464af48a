import { useSyncExternalStore } from 'react';
import { useTranslation } from '@greencard/i18n';
import { StepIndicator } from '@greencard/ui';
import { readStoredIds } from '@greencard/store';
import { usePageRoutes } from '../routing/pageRoutes';
import { indicatorSteps } from '../routing/routeTable';
import type { StepName } from '../routing/routes';

/**
 * Which steps the buyer goes through: those with a page of their own in the registry's routes, the points step only
 * with a stored loyalty customer id (rules §1, §4).
 */
export function journeySteps(hasLoyaltyId: boolean, steps: readonly StepName[]): StepName[] {
  return steps.filter((step) => step !== 'points' || hasLoyaltyId);
}

const unchanging = () => () => undefined;
const storedLoyaltyId = () => !!readStoredIds().loyaltyCustomerId;
// The server renders the frame as a new buyer gets it; a loyalty customer's points step joins right after hydration.
const onServer = () => false;

/** Where the buyer is and what is left. */
export function JourneySteps({ current }: { current: StepName }) {
  const { t } = useTranslation('common');
  const hasLoyaltyId = useSyncExternalStore(unchanging, storedLoyaltyId, onServer);
  const steps = journeySteps(hasLoyaltyId, indicatorSteps(usePageRoutes()));
  return (
    <div className="container">
      <StepIndicator
        label={t('steps.label')}
        steps={steps.map((step) => ({ id: step, label: t(`steps.${step}`) }))}
        current={current}
      />
    </div>
  );
}

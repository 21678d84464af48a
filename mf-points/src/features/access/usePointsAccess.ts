import { useEffect, useState } from 'react';
import { journeyPlan, navigateToNextStep } from '@greencard/i18n';
import { redirectToStart, useLocale } from '@greencard/step';
import { readStoredIds, selectJourney, useShopSelector } from '@greencard/store';
import { pointsAccess, type PointsAccess } from './pointsAccess';

/** Whether this buyer may use the points step; a buyer who may not is sent on (the next step) or back (start). */
export function usePointsAccess(): PointsAccess {
  const journey = useShopSelector(selectJourney);
  const locale = useLocale();
  // Read once: the id and its proof arrive with the partner link before the purchase, not while this page is open.
  const [ids] = useState(readStoredIds);
  const [proved] = useState(() => journeyPlan().holds('loyaltyCustomer'));
  const access = pointsAccess(journey, ids, proved);

  useEffect(() => {
    if (access.kind === 'notSigned') redirectToStart('notSigned', locale);
    // A page that only sends the buyer on is not kept in history: Back would send them forward again.
    else if (access.kind === 'noLoyaltyId') navigateToNextStep('points', locale, { replace: true });
  }, [access.kind, locale]);

  return access;
}

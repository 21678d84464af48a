import { useEffect, useState } from 'react';
import { localizePath, navigate } from '@greencard/i18n';
import { selectJourney, useShopSelector } from '@greencard/store';
import { loadResultRecord, type ResultRecord } from './resultRecord';
import { redirectToStart, useLocale } from '@greencard/step';
import { resultRoute, type ResultPage } from './resultRoute';

/** The result record the page shows, or null while the buyer is sent where they belong instead. */
export function useResultRecord(page: ResultPage): ResultRecord | null {
  const locale = useLocale();
  const journey = useShopSelector(selectJourney);
  // Read once when the page opens: the success page clears personal data, and the record must not change under it.
  const [route] = useState(() => resultRoute(page, loadResultRecord(), journey));

  useEffect(() => {
    if ('goTo' in route) navigate(localizePath(route.goTo, locale));
    if ('start' in route) redirectToStart(route.start, locale);
  }, [route, locale]);

  return 'show' in route ? route.show : null;
}

import { useEffect, useState } from 'react';
import { localizePath, navigate } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { RETURN_PATHS, type ReturnVisit } from '../routing/resolvePage';
import { ProviderReturnPage } from './ProviderReturnPage';
import { carriesReturn } from './returnVisit';

interface Props {
  /** What the current address carries. */
  page: ReturnVisit;
  /** The current query, which tells one return from another. */
  search: string;
}

/**
 * A provider return, read once from the address and kept in memory. The address is then replaced with the bare
 * return path, so the provider's parameters (bill and order numbers, the result, the amount) stay neither in the
 * address bar nor in history; the address changing under the page is not a new return. A new query that carries a
 * return is: it is confirmed afresh.
 */
export function ProviderReturn({ page, search }: Props) {
  const locale = useLocale();
  const [visit, setVisit] = useState(() => ({ ...page, search, id: 0 }));
  if (carriesReturn(page) && search !== visit.search) setVisit({ ...page, search, id: visit.id + 1 });

  useEffect(() => {
    navigate(localizePath(RETURN_PATHS[visit.provider], locale), { replace: true });
  }, [visit, locale]);

  return <ProviderReturnPage key={visit.id} visit={visit} />;
}

import type { ReactNode } from 'react';
import { journeyReset, useShopDispatch } from '@greencard/store';
import type { Locale } from '@greencard/domain';
import { StepLink } from './StepLink';

/** Back to the calculator with a fresh journey: the finished or lapsed contract is forgotten. */
export function StartAgainLink({
  locale,
  children,
  className,
}: {
  locale: Locale;
  children: ReactNode;
  className?: string;
}) {
  const dispatch = useShopDispatch();
  return (
    <StepLink to="/" locale={locale} onFollow={() => dispatch(journeyReset())} className={className}>
      {children}
    </StepLink>
  );
}

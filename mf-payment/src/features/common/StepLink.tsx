import type { MouseEvent, ReactNode } from 'react';
import type { Locale } from '@greencard/domain';
import { localizePath, navigate } from '@greencard/i18n';

interface StepLinkProps {
  /** The path without the language prefix ('/payment'). */
  to: string;
  locale: Locale;
  children: ReactNode;
  /** Runs before the navigation (for example, forgetting the finished journey). */
  onFollow?: () => void;
  className?: string;
}

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** A real link (it opens in a new tab, it is announced as a link) that navigates inside the shop without a reload. */
export function StepLink({ to, locale, children, onFollow, className }: StepLinkProps) {
  const href = localizePath(to, locale);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    onFollow?.();
    navigate(href);
  };
  return (
    <a href={href} onClick={follow} className={className}>
      {children}
    </a>
  );
}

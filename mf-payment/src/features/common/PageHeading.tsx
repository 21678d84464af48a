import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The page's one h1. It takes focus when the page appears, so after a client-side navigation a keyboard or screen
 * reader user starts at the new page's title instead of somewhere in the old one.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1} className="gc-page__title">
      {children}
    </h1>
  );
}

import type { HTMLAttributes } from 'react';

/** The page column: full width on phones, at most 1170 px (rules §9) and centred on wide screens. */
export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={['container', className].filter(Boolean).join(' ')} />;
}

import type { ReactNode } from 'react';
import { Container } from '@greencard/ui';

export type PaymentPageKind = 'pay' | 'return' | 'result' | 'success' | 'fail';

/**
 * The column every page of this step sits in: the shop's container with the home page's spacing and type scale
 * (gc-page), so a page starts where the header's logo starts and never touches the screen's edges.
 */
export function PageColumn({ kind, children }: { kind: PaymentPageKind; children: ReactNode }) {
  return (
    <Container className="gc-page">
      <div className={`payment payment--${kind}`}>{children}</div>
    </Container>
  );
}

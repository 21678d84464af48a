import './payment.css';
import { useStepPath } from '@greencard/step';
import { FailPage } from './features/fail/FailPage';
import { PayPage } from './features/pay/PayPage';
import { ProviderReturn } from './features/providerReturn/ProviderReturn';
import { PayResultPage } from './features/result/PayResultPage';
import { resolvePage } from './features/routing/resolvePage';
import { useLocationSearch } from './features/routing/useLocationSearch';
import { SuccessPage } from './features/success/SuccessPage';

/** The payment step's pages (rules §2): /payment, the providers' return points, /paySuccess, /success and /fail. */
export function PaymentStep() {
  const path = useStepPath();
  const search = useLocationSearch();
  const page = resolvePage(path, search);
  switch (page?.name) {
    case 'pay':
      return <PayPage />;
    case 'return':
      // One per provider: it keeps the return it read while the address is scrubbed under it.
      return <ProviderReturn key={page.provider} page={page} search={search} />;
    case 'result':
      return <PayResultPage />;
    case 'success':
      return <SuccessPage />;
    case 'fail':
      return <FailPage />;
    default:
      return null;
  }
}

// Which page of the payment step an address shows. The step owns six routes (spec 2); the payment providers and
// the bank send the buyer back to return points whose query carries what they returned.
import type { PaymentProvider } from '@greencard/api';

/**
 * The bank has no return point of its own in the spec, so it returns to the payment result page with this marker
 * (`/paySuccess?provider=instalments&...`): the page confirms the instalments first, then shows the result.
 */
export const PROVIDER_MARKER = 'provider';

/** The paths (without the language prefix) the providers return to. */
export const RETURN_PATHS: Record<PaymentProvider, string> = {
  easypay: '/easyPayCallBack',
  portmone: '/portmoneCallBack',
  instalments: `/paySuccess?${PROVIDER_MARKER}=instalments`,
};

export type PaymentPage =
  | { name: 'pay' }
  | { name: 'return'; provider: PaymentProvider; params: Record<string, string> }
  | { name: 'result' }
  | { name: 'success' }
  | { name: 'fail' };

function queryFields(search: string, without?: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) if (name !== without) fields[name] = value;
  return fields;
}

/** The page for a step path ('/fail', never '/en/fail') and the query; null for a path this step does not own. */
export function resolvePage(stepPath: string, search: string): PaymentPage | null {
  const path = stepPath.length > 1 && stepPath.endsWith('/') ? stepPath.slice(0, -1) : stepPath;
  switch (path) {
    case '/payment':
      return { name: 'pay' };
    case '/easyPayCallBack':
      return { name: 'return', provider: 'easypay', params: queryFields(search) };
    case '/portmoneCallBack':
      return { name: 'return', provider: 'portmone', params: queryFields(search) };
    case '/paySuccess':
      return new URLSearchParams(search).get(PROVIDER_MARKER) === 'instalments'
        ? { name: 'return', provider: 'instalments', params: queryFields(search, PROVIDER_MARKER) }
        : { name: 'result' };
    case '/success':
      return { name: 'success' };
    case '/fail':
      return { name: 'fail' };
    default:
      return null;
  }
}

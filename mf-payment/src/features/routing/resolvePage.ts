// Which page of the payment step an address shows. The step's pages are in its routes.json; the payment
// providers and the bank send the buyer back to return points whose query carries what they returned.
import {
  isPaymentProvider,
  PAYMENT_PROVIDERS,
  providerReturningTo,
  returnPageOf,
  type PaymentProvider,
} from '../providers/providers';
import { pageAt, pathOf } from './pageRoutes';

/**
 * The bank has no return point of its own in the spec, so it returns to the payment result page with this marker
 * (`/paySuccess?provider=instalments&...`): the page confirms the instalments first, then shows the result.
 */
const PROVIDER_MARKER = 'provider';

/**
 * The shop's own field in a return URL: the contract the payment was opened for. The return page knows the
 * contract from it even when the journey is gone (another tab, cleared storage). It is not the provider's, so it
 * is never handed on as one of the provider's parameters.
 */
export const CONTRACT_ID_PARAM = 'contract_id';

/** Where (without the language prefix) a provider returns to: its own return page, or the result page marked. */
function returnPath(provider: PaymentProvider): string {
  const page = returnPageOf(provider);
  return page === undefined ? `${pathOf('result')}?${PROVIDER_MARKER}=${provider}` : pathOf(page);
}

/** The paths (without the language prefix) the providers return to, from the table of providers. */
export const RETURN_PATHS = Object.fromEntries(
  PAYMENT_PROVIDERS.map((provider) => [provider, returnPath(provider)]),
) as Record<PaymentProvider, string>;

/** The provider a result page's marker names, when that provider returns there (it has no return page of its own). */
function markedProvider(search: string): PaymentProvider | undefined {
  const marker = new URLSearchParams(search).get(PROVIDER_MARKER);
  return isPaymentProvider(marker) && returnPageOf(marker) === undefined ? marker : undefined;
}

/** What a return address carries: whose return it is, what the provider sent back and the shop's contract id. */
export interface ReturnVisit {
  provider: PaymentProvider;
  params: Record<string, string>;
  contractId?: number;
}

export type PaymentPage =
  { name: 'pay' } | ({ name: 'return' } & ReturnVisit) | { name: 'result' } | { name: 'success' } | { name: 'fail' };

/** A contract id as the shop writes it: a positive whole number. Anything else names no contract. */
function parseContractId(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d*$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

function returnPage(provider: PaymentProvider, search: string, ownFields: readonly string[]): PaymentPage {
  const query = new URLSearchParams(search);
  const params: Record<string, string> = {};
  for (const [name, value] of query) if (!ownFields.includes(name)) params[name] = value;
  const contractId = parseContractId(query.get(CONTRACT_ID_PARAM));
  return { name: 'return', provider, params, ...(contractId === undefined ? {} : { contractId }) };
}

/** The page for a step path ('/fail', never '/en/fail') and the query; null for a path this step does not own. */
export function resolvePage(stepPath: string, search: string): PaymentPage | null {
  const path = stepPath.length > 1 && stepPath.endsWith('/') ? stepPath.slice(0, -1) : stepPath;
  const page = pageAt(path);
  switch (page) {
    case undefined:
      return null;
    case 'pay':
      return { name: 'pay' };
    case 'result': {
      const marked = markedProvider(search);
      return marked ? returnPage(marked, search, [PROVIDER_MARKER, CONTRACT_ID_PARAM]) : { name: 'result' };
    }
    case 'success':
      return { name: 'success' };
    case 'fail':
      return { name: 'fail' };
    default: {
      const provider = providerReturningTo(page);
      return provider ? returnPage(provider, search, [CONTRACT_ID_PARAM]) : null;
    }
  }
}

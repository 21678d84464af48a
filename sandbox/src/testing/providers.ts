// Drives the hosted provider pages as a buyer's browser would, and the providers' own notifications, for the
// payment tests.
import { randomUUID } from 'node:crypto';
import { DEV_SECRETS } from '../payments/providerSecrets';
import { TEST_CARDS } from '../payments/data/testCards';
import { bankSign, easypaySign } from '../payments/signatures';
import type { Answer, TestSandbox } from './harness';

export const SHOP = {
  successUrl: 'http://127.0.0.1:8080/easyPayCallBack?result=success',
  failUrl: 'http://127.0.0.1:8080/easyPayCallBack?result=fail',
};
export const CARD = {
  success: { card: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' },
  declined: { card: TEST_CARDS.declined, expiry: '12/30', cvv: '123' },
};

/** POST /payment/:provider and the path of the page it answers (relative to the sandbox). */
export async function startPayment(
  t: TestSandbox,
  provider: 'easypay' | 'portmone' | 'instalments' | 'cardlab',
  contractId: number,
  amount: number,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const answer = await t.post(`/payment/${provider}`, { contract_id: contractId, amount, ...SHOP, ...extra });
  if (answer.status !== 200) throw new Error(`payment: ${answer.status} ${answer.text}`);
  const url = new URL(answer.body.data.url as string);
  if (url.origin !== t.url) throw new Error(`page outside the sandbox: ${url.href}`);
  return url.pathname + url.search;
}

/** The provider's order id in the path of its hosted page. */
export const orderOf = (path: string): string => decodeURIComponent(path.split('?')[0]!.split('/').pop()!);

/** Submits a hosted page's form (the provider pages are sandbox-only: no partner token). */
export const submit = (t: TestSandbox, path: string, form: Record<string, string>): Promise<Answer> =>
  t.request('POST', path.split('?')[0]!, { form, token: null });

/** The query of a redirect back to the shop. */
export function redirectParams(answer: Answer): { url: string; params: Record<string, string> } {
  const location = answer.headers.get('location');
  if (answer.status !== 303 || !location)
    throw new Error(`expected a redirect, got ${answer.status} ${answer.text.slice(0, 200)}`);
  const url = new URL(location);
  return { url: `${url.origin}${url.pathname}`, params: Object.fromEntries(url.searchParams) };
}

/** The fields of Portmone's auto-submitted return form. */
export function portmoneReturn(answer: Answer): { action: string; fields: Record<string, string> } {
  const action = /<form id="portmone-return" method="post" action="([^"]+)"/.exec(answer.text)?.[1];
  if (!action) throw new Error(`no return form in ${answer.text.slice(0, 300)}`);
  const fields: Record<string, string> = {};
  for (const match of answer.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[match[1]!] = match[2]!;
  return { action: action.replace(/&amp;/g, '&'), fields };
}

/**
 * Posts the provider's signed server-to-server report of an order straight to the insurer, as EasyPay or the bank
 * would (also when the buyer paid on the page long before the report arrives).
 */
export function notifyProvider(
  t: TestSandbox,
  provider: 'easypay' | 'instalments',
  orderId: string,
  amount: number,
  paid = true,
): Promise<Answer> {
  const at = t.clock.now().toISOString();
  if (provider === 'easypay') {
    const body = JSON.stringify({
      OperationType: 'PaymentNotification',
      TransactionStatus: paid ? 'Accepted' : 'Declined',
      MerchantOrderId: orderId,
      Amount: amount,
      TransactionId: randomUUID(),
      Date: at,
    });
    return t.request('POST', '/sandbox/easypay/notify', {
      raw: body,
      token: null,
      headers: { Sign: easypaySign(DEV_SECRETS.easypay, body) },
    });
  }
  const body = JSON.stringify({
    orderId,
    state: paid ? 'APPROVED' : 'DECLINED',
    amount,
    partsCount: 3,
    annualRatePercent: 0,
    decidedAt: at,
  });
  return t.request('POST', '/sandbox/bank/notify', {
    raw: body,
    token: null,
    headers: { Signature: bankSign(DEV_SECRETS.bank, body) },
  });
}

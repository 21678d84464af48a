// The providers' hosted pages (sandbox only, no partner token): EasyPay's and Portmone's card forms and the
// bank's instalment page. Each sends the buyer back to the shop the way the real one does: EasyPay and the bank
// redirect to the success or fail URL with the order id; Portmone posts an auto-submitted form. Whatever the page
// ends with is reported to the insurer side at once, which settles the payment before the buyer is back.
// A cancelled payment, or one of a contract that can no longer be paid, is refused: its amount is not what is owed.
import { BANK_TERMS, monthlyInstalment } from '../insurer';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { optional, string } from 'superstruct';
import { COMPANY_NAME } from '../company/data/company';
import type { ContractStore } from '../contracts/store';
import { escapeHtml, htmlPage } from '../http/html';
import { check, shape } from '../http/validate';
import type { Bank } from './bank';
import type { Cardlab } from './cardlab';
import { judgeCard } from './cards';
import { annualRatePercent } from './data/bankOffer';
import { TEST_CARDS } from './data/testCards';
import type { Easypay } from './easypay';
import type { Portmone } from './portmone';
import type { PaymentSettlement } from './settlement';
import { sameSignature, type Provider } from './signatures';
import type { Payment, PaymentStore } from './store';

export interface HostedPageDeps {
  now: () => Date;
  contracts: ContractStore;
  payments: PaymentStore;
  easypay: Easypay;
  portmone: Portmone;
  bank: Bank;
  /** Its page exists only when the sandbox simulates CardLab. */
  cardlab?: Cardlab;
  settlement: PaymentSettlement;
}

const ACCENTS: Record<Provider, string> = {
  easypay: '#0a7cc1',
  portmone: '#e5781b',
  instalments: '#3d8a2f',
  cardlab: '#6b3fa0',
};
const TITLES: Record<Provider, string> = {
  easypay: 'EasyPay (sandbox)',
  portmone: 'Portmone (sandbox)',
  instalments: 'Instalment bank (sandbox)',
  cardlab: 'CardLab (sandbox)',
};

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

const money = (amount: number): string => `${amount.toFixed(2)} UAH`;

const FormFields = shape({
  action: optional(string()),
  card: optional(string()),
  expiry: optional(string()),
  cvv: optional(string()),
  signature: optional(string()),
});

function sendPage(reply: FastifyReply, status: number, provider: Provider, body: string): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(htmlPage(TITLES[provider], body, { accent: ACCENTS[provider] }));
}

function orderSummary(payment: Payment, contractNumber: string): string {
  return `<p>${escapeHtml(COMPANY_NAME)}: Green Card policy, contract ${escapeHtml(contractNumber)}</p>
<p class="note">Order ${escapeHtml(payment.orderId)}</p>
<div class="amount">${escapeHtml(money(payment.amount))}</div>`;
}

function cardForm(action: string, payment: Payment, contractNumber: string, error?: string, hidden = ''): string {
  return `${orderSummary(payment, contractNumber)}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
${hidden}
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4111 1111 1111 1111">
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/30"></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></div>
</div>
<button class="primary" type="submit" name="action" value="pay">Pay ${escapeHtml(money(payment.amount))}</button>
<button class="secondary" type="submit" name="action" value="cancel">Cancel</button>
</form>
<p class="note">Sandbox test cards: ${TEST_CARDS.success} succeeds, ${TEST_CARDS.declined} is declined; any future expiry, any CVV.</p>`;
}

const closedPage = (payment: Payment) => `<p>Order ${escapeHtml(payment.orderId)} has already been processed.</p>`;

/** Where the "back to the shop" link of a refused payment goes: the fail URL, with the order id where the provider's return carries it. */
const failReturn = (payment: Payment): string =>
  payment.provider === 'portmone' ? payment.failUrl : withQuery(payment.failUrl, { orderId: payment.orderId });

const refusedPage = (payment: Payment, message: string) =>
  `<p class="error" role="alert">${escapeHtml(message)}</p>
<p class="note">Order ${escapeHtml(payment.orderId)}</p>
<p><a href="${escapeHtml(failReturn(payment))}">Back to the shop</a></p>`;

export const CANCELLED_MESSAGE =
  'This payment was cancelled because the points changed; go back to the shop and pay again.';
export const CLOSED_CONTRACT_MESSAGE = 'This contract can no longer be paid; go back to the shop.';

export function hostedPageRoutes(app: FastifyInstance, deps: HostedPageDeps): void {
  const find = (provider: Provider, orderId: string): Payment | undefined => {
    const payment = deps.payments.byOrder(orderId);
    return payment && payment.provider === provider ? payment : undefined;
  };
  const contractNumberOf = (payment: Payment): string => deps.contracts.require(payment.contractId).number;
  const orderParam = (params: unknown): string => check(params, shape({ orderId: string() })).orderId;
  const unknownOrder = (reply: FastifyReply, provider: Provider) =>
    sendPage(reply, 404, provider, '<p>Unknown order.</p>');
  /** The refusal page of a payment that must not be paid any more, or undefined when it may be paid. */
  const refusal = (reply: FastifyReply, payment: Payment): FastifyReply | undefined => {
    const state = deps.contracts.require(payment.contractId).state;
    if (state !== 'SIGNED' && state !== 'DECLINED')
      return sendPage(reply, 409, payment.provider, refusedPage(payment, CLOSED_CONTRACT_MESSAGE));
    if (payment.status === 'CANCELLED')
      return sendPage(reply, 409, payment.provider, refusedPage(payment, CANCELLED_MESSAGE));
    return undefined;
  };

  // EasyPay
  app.get('/sandbox/easypay/pay/:orderId', async (request, reply) => {
    const payment = find('easypay', orderParam(request.params));
    if (!payment) return unknownOrder(reply, 'easypay');
    if (deps.easypay.finished(payment.orderId)) return sendPage(reply, 409, 'easypay', closedPage(payment));
    return (
      refusal(reply, payment) ??
      sendPage(reply, 200, 'easypay', cardForm(request.url, payment, contractNumberOf(payment)))
    );
  });

  app.post('/sandbox/easypay/pay/:orderId', async (request, reply) => {
    const payment = find('easypay', orderParam(request.params));
    if (!payment) return unknownOrder(reply, 'easypay');
    if (deps.easypay.finished(payment.orderId)) return sendPage(reply, 409, 'easypay', closedPage(payment));
    const refused = refusal(reply, payment);
    if (refused) return refused;
    const form = check(request.body, FormFields);
    const now = deps.now();
    const back = (url: string) => reply.redirect(withQuery(url, { orderId: payment.orderId }), 303);
    if (form.action === 'cancel') {
      deps.easypay.complete(payment, 'Declined', undefined, now);
      deps.settlement.settleReported(payment.orderId, now);
      return back(payment.failUrl);
    }
    const card = judgeCard(form, now);
    if (!card.ok)
      return sendPage(reply, 400, 'easypay', cardForm(request.url, payment, contractNumberOf(payment), card.error));
    deps.easypay.complete(payment, card.approved ? 'Accepted' : 'Declined', card.mask, now);
    deps.settlement.settleReported(payment.orderId, now);
    return back(card.approved ? payment.successUrl : payment.failUrl);
  });

  // The insurer's EasyPay webhook (what EasyPay's servers call).
  app.post('/sandbox/easypay/notify', async (request) => {
    const now = deps.now();
    const payment = deps.easypay.receive(request.rawBody ?? '', request.headers.sign, now);
    deps.settlement.settleReported(payment.orderId, now);
    return { data: { received: true } };
  });

  if (deps.cardlab)
    cardlabPages(app, deps, deps.cardlab, { find, contractNumberOf, orderParam, unknownOrder, refusal });

  // Portmone
  const portmoneLinkValid = (payment: Payment, signature: string | undefined) =>
    sameSignature(signature, deps.portmone.linkSignature(payment));
  const portmoneReturn = (reply: FastifyReply, url: string, fields: Record<string, string>) => {
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('\n');
    return sendPage(
      reply,
      200,
      'portmone',
      `<p>Returning to the shop…</p>
<form id="portmone-return" method="post" action="${escapeHtml(url)}">
${inputs}
<button class="primary" type="submit">Return to the shop</button>
</form>
<script>document.getElementById('portmone-return').submit();</script>`,
    );
  };

  app.get('/sandbox/portmone/pay/:orderId', async (request, reply) => {
    const payment = find('portmone', orderParam(request.params));
    if (!payment) return unknownOrder(reply, 'portmone');
    const { signature } = check(request.query, shape({ signature: optional(string()) }));
    if (!portmoneLinkValid(payment, signature))
      return sendPage(reply, 400, 'portmone', '<p class="error">The payment link is not valid (signature).</p>');
    if (deps.portmone.billForOrder(payment.orderId)) return sendPage(reply, 409, 'portmone', closedPage(payment));
    const refused = refusal(reply, payment);
    if (refused) return refused;
    const hidden = `<input type="hidden" name="signature" value="${escapeHtml(signature)}">`;
    return sendPage(
      reply,
      200,
      'portmone',
      cardForm(
        `/sandbox/portmone/pay/${encodeURIComponent(payment.orderId)}`,
        payment,
        contractNumberOf(payment),
        undefined,
        hidden,
      ),
    );
  });

  app.post('/sandbox/portmone/pay/:orderId', async (request, reply) => {
    const payment = find('portmone', orderParam(request.params));
    if (!payment) return unknownOrder(reply, 'portmone');
    const form = check(request.body, FormFields);
    if (!portmoneLinkValid(payment, form.signature))
      return sendPage(reply, 400, 'portmone', '<p class="error">The payment link is not valid (signature).</p>');
    if (deps.portmone.billForOrder(payment.orderId)) return sendPage(reply, 409, 'portmone', closedPage(payment));
    const refused = refusal(reply, payment);
    if (refused) return refused;
    const now = deps.now();
    const hidden = `<input type="hidden" name="signature" value="${escapeHtml(form.signature)}">`;
    let result: { status: 'PAYED' | 'REJECTED'; mask: string | null; text: string };
    if (form.action === 'cancel') result = { status: 'REJECTED', mask: null, text: 'Payment cancelled by the payer' };
    else {
      const card = judgeCard(form, now);
      if (!card.ok)
        return sendPage(
          reply,
          400,
          'portmone',
          cardForm(request.url, payment, contractNumberOf(payment), card.error, hidden),
        );
      result = card.approved
        ? { status: 'PAYED', mask: card.mask, text: '0' }
        : { status: 'REJECTED', mask: card.mask, text: 'Card declined by the issuer' };
    }
    const bill = deps.portmone.complete(payment, result.status, result.mask, now);
    deps.settlement.settleReported(payment.orderId, now);
    return portmoneReturn(reply, result.status === 'PAYED' ? payment.successUrl : payment.failUrl, {
      SHOPORDERNUMBER: bill.shopOrderNumber,
      SHOPBILLID: bill.shopBillId,
      RESULT: result.text,
      BILL_AMOUNT: bill.billAmount.toFixed(2),
    });
  });

  // Portmone's "result" check by shop bill id, as the insurer's server would call it.
  app.post('/sandbox/portmone/result', async (request, reply) => {
    const { shopBillId } = check(request.body, shape({ shopBillId: string() }));
    const bill = deps.portmone.result(shopBillId);
    if (!bill) return reply.status(404).send({ message: 'No such bill' });
    return { data: bill };
  });

  // The instalment bank
  const bankPage = (payment: Payment, contractNumber: string, action: string) => {
    const months = payment.months ?? BANK_TERMS.minMonths;
    const rate = annualRatePercent(months);
    const monthly = monthlyInstalment(payment.amount, months, rate);
    return `${orderSummary(payment, contractNumber)}
<table>
<tr><th>Loan</th><td>${escapeHtml(money(payment.amount))}, no down payment</td></tr>
<tr><th>Term</th><td>${months} months</td></tr>
<tr><th>Annual rate</th><td>${rate}%</td></tr>
<tr><th>Monthly payment</th><td>${escapeHtml(money(monthly))}</td></tr>
</table>
<form method="post" action="${escapeHtml(action)}">
<button class="primary" type="submit" name="action" value="approve">Approve the instalments</button>
<button class="secondary" type="submit" name="action" value="decline">Decline</button>
</form>
<p class="note">The contract is sent only after the bank approves.</p>`;
  };

  app.get('/sandbox/bank/pay/:orderId', async (request, reply) => {
    const payment = find('instalments', orderParam(request.params));
    if (!payment) return unknownOrder(reply, 'instalments');
    if (deps.bank.finished(payment.orderId)) return sendPage(reply, 409, 'instalments', closedPage(payment));
    return (
      refusal(reply, payment) ??
      sendPage(reply, 200, 'instalments', bankPage(payment, contractNumberOf(payment), request.url))
    );
  });

  app.post('/sandbox/bank/pay/:orderId', async (request, reply) => {
    const payment = find('instalments', orderParam(request.params));
    if (!payment) return unknownOrder(reply, 'instalments');
    if (deps.bank.finished(payment.orderId)) return sendPage(reply, 409, 'instalments', closedPage(payment));
    const refused = refusal(reply, payment);
    if (refused) return refused;
    const form = check(request.body, FormFields);
    const approved = form.action === 'approve';
    const now = deps.now();
    deps.bank.decide(
      payment,
      approved ? 'APPROVED' : 'DECLINED',
      annualRatePercent(payment.months ?? BANK_TERMS.minMonths),
      now,
    );
    deps.settlement.settleReported(payment.orderId, now);
    return reply.redirect(
      withQuery(approved ? payment.successUrl : payment.failUrl, { orderId: payment.orderId }),
      303,
    );
  });

  app.post('/sandbox/bank/notify', async (request) => {
    const now = deps.now();
    const payment = deps.bank.receive(request.rawBody ?? '', request.headers.signature, now);
    deps.settlement.settleReported(payment.orderId, now);
    return { data: { received: true } };
  });

  // The payment receipt a buyer can open (GET /order/ewaShow gives its URL once the contract is paid).
  app.get('/sandbox/receipt/:orderId', async (request, reply) => {
    const payment = deps.payments.byOrder(orderParam(request.params));
    if (!payment || payment.status !== 'PAID')
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(htmlPage('Receipt', '<p>No paid order with this id.</p>'));
    const contract = deps.contracts.require(payment.contractId);
    const body = `<table>
<tr><th>Payee</th><td>${escapeHtml(COMPANY_NAME)}</td></tr>
<tr><th>Purpose</th><td>Green Card policy ${escapeHtml(contract.policyNumber ?? '')}, contract ${escapeHtml(contract.number)}</td></tr>
<tr><th>Order</th><td>${escapeHtml(payment.orderId)}</td></tr>
<tr><th>Paid with</th><td>${escapeHtml(TITLES[payment.provider])}</td></tr>
<tr><th>Amount</th><td>${escapeHtml(money(payment.amount))}</td></tr>
<tr><th>Paid at (UTC)</th><td>${escapeHtml(payment.updatedAt)}</td></tr>
</table>`;
    return reply.type('text/html; charset=utf-8').send(htmlPage('Payment receipt', body));
  });
}

interface PageHelpers {
  find: (provider: Provider, orderId: string) => Payment | undefined;
  contractNumberOf: (payment: Payment) => string;
  orderParam: (params: unknown) => string;
  unknownOrder: (reply: FastifyReply, provider: Provider) => FastifyReply;
  refusal: (reply: FastifyReply, payment: Payment) => FastifyReply | undefined;
}

/** CardLab's hosted card page: like EasyPay's, it redirects (303) to the success or fail URL with `?orderId=`. */
function cardlabPages(app: FastifyInstance, deps: HostedPageDeps, cardlab: Cardlab, page: PageHelpers): void {
  app.get('/sandbox/cardlab/pay/:orderId', async (request, reply) => {
    const payment = page.find('cardlab', page.orderParam(request.params));
    if (!payment) return page.unknownOrder(reply, 'cardlab');
    if (cardlab.finished(payment.orderId)) return sendPage(reply, 409, 'cardlab', closedPage(payment));
    return (
      page.refusal(reply, payment) ??
      sendPage(reply, 200, 'cardlab', cardForm(request.url, payment, page.contractNumberOf(payment)))
    );
  });

  app.post('/sandbox/cardlab/pay/:orderId', async (request, reply) => {
    const payment = page.find('cardlab', page.orderParam(request.params));
    if (!payment) return page.unknownOrder(reply, 'cardlab');
    if (cardlab.finished(payment.orderId)) return sendPage(reply, 409, 'cardlab', closedPage(payment));
    const refused = page.refusal(reply, payment);
    if (refused) return refused;
    const form = check(request.body, FormFields);
    const now = deps.now();
    const back = (url: string) => reply.redirect(withQuery(url, { orderId: payment.orderId }), 303);
    if (form.action === 'cancel') {
      cardlab.complete(payment, false, undefined, now);
      deps.settlement.settleReported(payment.orderId, now);
      return back(payment.failUrl);
    }
    const card = judgeCard(form, now);
    if (!card.ok)
      return sendPage(
        reply,
        400,
        'cardlab',
        cardForm(request.url, payment, page.contractNumberOf(payment), card.error),
      );
    cardlab.complete(payment, card.approved, card.mask, now);
    deps.settlement.settleReported(payment.orderId, now);
    return back(card.approved ? payment.successUrl : payment.failUrl);
  });
}

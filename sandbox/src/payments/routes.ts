// The insurer's payment calls: POST /payment/:provider, POST /confirmContractPayment and POST /sign.
import { BANK_TERMS, canPayInInstalments, INSTALMENT_MIN_AMOUNT, kyivToday, roundMoney } from '../insurer';
import type { FastifyInstance } from 'fastify';
import { optional, refine, string } from 'superstruct';
import { assertSameDay } from '../contracts/stateMachine';
import type { IdempotentAnswers } from '../contracts/idempotentAnswers';
import type { ContractStore } from '../contracts/store';
import { conflict, fieldError } from '../http/errors';
import { check, Id, Money, oneOf, shape } from '../http/validate';
import type { LoyaltyAccounts } from '../loyalty/accounts';
import type { PaymentConfirmation } from './confirm';
import type { Portmone } from './portmone';
import { sign, type Provider, type ProviderSecrets } from './signatures';
import type { Payment, PaymentStore } from './store';

export interface PaymentRouteDeps {
  now: () => Date;
  publicUrl: string;
  secrets: ProviderSecrets;
  /** The providers this sandbox simulates; another name answers 400 like any unknown provider. */
  providers: readonly Provider[];
  contracts: ContractStore;
  payments: PaymentStore;
  accounts: LoyaltyAccounts;
  portmone: Portmone;
  confirmation: PaymentConfirmation;
  /** A payment retried with its Idempotency-Key is the first payment, not a second one. */
  answers: IdempotentAnswers;
}

const ReturnUrl = refine(string(), 'ReturnUrl', (value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' || 'must be an http(s) URL';
  } catch {
    return 'must be an absolute URL';
  }
});

const CreatePayment = shape({
  contract_id: Id,
  amount: Money,
  successUrl: ReturnUrl,
  failUrl: ReturnUrl,
  months: optional(Id),
});

/** The page the buyer is sent to for a payment: each provider's hosted page lives under /sandbox. */
function providerPageUrl(publicUrl: string, payment: Payment, portmone: Portmone): string {
  const order = encodeURIComponent(payment.orderId);
  switch (payment.provider) {
    case 'easypay':
      return `${publicUrl}/sandbox/easypay/pay/${order}`;
    case 'portmone':
      return `${publicUrl}/sandbox/portmone/pay/${order}?signature=${portmone.linkSignature(payment)}`;
    case 'cardlab':
      return `${publicUrl}/sandbox/cardlab/pay/${order}`;
    default:
      return `${publicUrl}/sandbox/bank/pay/${order}`;
  }
}

export function paymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps): void {
  app.post('/payment/:provider', async (request) => {
    const { provider } = check(request.params, shape({ provider: oneOf(deps.providers) }));
    const now = deps.now();
    return deps.answers.once(request, `POST /payment/${provider}`, now, () => {
      const body = check(request.body, CreatePayment);
      const contract = deps.contracts.require(body.contract_id);
      if (contract.state !== 'SIGNED' && contract.state !== 'DECLINED') {
        throw conflict(`Only a signed, unpaid contract can be paid (this one is ${contract.state})`);
      }
      assertSameDay(contract, kyivToday(now));
      const expected = roundMoney(contract.premium - deps.accounts.reservedFor(contract.id));
      if (body.amount !== expected)
        throw fieldError('amount', `must be the premium minus the reserved points: ${expected.toFixed(2)}`);
      let months: number | null = null;
      if (provider === 'instalments') {
        if (!canPayInInstalments(body.amount)) {
          throw fieldError(
            'amount',
            `instalments need an amount above ${INSTALMENT_MIN_AMOUNT} UAH and at most ${BANK_TERMS.maxLoan} UAH`,
          );
        }
        if (body.months === undefined || body.months < BANK_TERMS.minMonths || body.months > BANK_TERMS.maxMonths) {
          throw fieldError('months', `must be ${BANK_TERMS.minMonths} to ${BANK_TERMS.maxMonths}`);
        }
        months = body.months;
      }
      const payment = deps.payments.create(
        {
          provider,
          contractId: contract.id,
          amount: body.amount,
          months,
          successUrl: body.successUrl,
          failUrl: body.failUrl,
        },
        contract.number,
        now,
      );
      return { data: { url: providerPageUrl(deps.publicUrl, payment, deps.portmone) } };
    });
  });

  app.post('/confirmContractPayment', async (request) => {
    const body = check(request.body, shape({ provider: oneOf(deps.providers), contract_id: Id, params: shape({}) }));
    return { data: deps.confirmation.confirm(body.provider as Provider, body.contract_id, body.params, deps.now()) };
  });

  // Signs anything in the merchant's name: a call for the shop's server only, never forwarded from a browser.
  app.post('/sign', async (request) => {
    const body = check(request.body, shape({ key: oneOf(deps.providers), body: string() }));
    return { data: { signature: sign(body.key, deps.secrets, body.body) } };
  });
}

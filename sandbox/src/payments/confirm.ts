// confirmContractPayment: finds the payment from what came back to the shop (it must be a payment of the contract
// the shop names), settles it from what the provider side says if no notification has settled it yet, and answers
// how it stands. Confirming again changes nothing.
import { optional } from 'superstruct';
import type { ContractStore } from '../contracts/store';
import { HttpError } from '../http/errors';
import { check, Money, shape, TextOrNumber } from '../http/validate';
import type { ProviderOutcome } from './easypay';
import type { Portmone } from './portmone';
import type { PaymentSettlement } from './settlement';
import type { Provider } from './signatures';
import type { Payment, PaymentStatus, PaymentStore } from './store';

export interface ConfirmResult {
  /** How the contract stands for the shop: PAID (the policy is issued), DECLINED (pay again) or PENDING. */
  status: ProviderOutcome;
  contractNumber: string;
  contractId: number;
  /** The payment's own status (a CANCELLED payment answers DECLINED; a REFUNDED one of a paid contract, PAID). */
  paymentStatus: PaymentStatus;
}

export interface ConfirmDeps {
  contracts: ContractStore;
  payments: PaymentStore;
  portmone: Portmone;
  settlement: PaymentSettlement;
}

// Messages never repeat what the caller sent: a shop page may show them.
const refused = (field: string, message: string): HttpError =>
  new HttpError(400, `Payment refused: ${field}: ${message}`, { errors: [{ field, message }] });

const ReturnParams = shape({ params: shape({ orderId: TextOrNumber, amount: optional(Money) }) });
const PortmoneParams = shape({
  params: shape({
    SHOPBILLID: TextOrNumber,
    SHOPORDERNUMBER: TextOrNumber,
    RESULT: optional(TextOrNumber),
    BILL_AMOUNT: optional(Money),
  }),
});

export class PaymentConfirmation {
  constructor(private readonly deps: ConfirmDeps) {}

  /**
   * The payment the return names, if it is a payment of this contract with this provider. Another contract's
   * payment answers exactly like an unknown one, so the answer tells nothing about other buyers' orders.
   */
  private find(provider: Provider, contractId: number, params: unknown): Payment {
    const owned = (payment: Payment | undefined): payment is Payment =>
      payment !== undefined && payment.provider === provider && payment.contractId === contractId;
    if (provider === 'portmone') {
      const { params: p } = check({ params }, PortmoneParams);
      const bill = this.deps.portmone.result(p.SHOPBILLID);
      const payment = bill && this.deps.payments.byOrder(bill.shopOrderNumber);
      if (!bill || !owned(payment)) throw refused('params.SHOPBILLID', 'Portmone knows no such bill');
      if (bill.shopOrderNumber !== p.SHOPORDERNUMBER)
        throw refused('params.SHOPORDERNUMBER', 'does not match the bill');
      if (p.BILL_AMOUNT !== undefined && p.BILL_AMOUNT !== payment.amount)
        throw refused('params.BILL_AMOUNT', 'does not match the order');
      return payment;
    }
    const { params: p } = check({ params }, ReturnParams);
    const payment = this.deps.payments.byOrder(p.orderId);
    if (!owned(payment)) throw refused('params.orderId', 'no such order');
    if (p.amount !== undefined && p.amount !== payment.amount)
      throw refused('params.amount', 'does not match the order');
    return payment;
  }

  confirm(provider: Provider, contractId: number, params: unknown, now: Date): ConfirmResult {
    const found = this.find(provider, contractId, params);
    const payment = this.deps.settlement.settle(found.orderId, now);
    const contract = this.deps.contracts.require(payment.contractId);
    const answer = (status: ProviderOutcome): ConfirmResult => ({
      status,
      contractNumber: contract.number,
      contractId: contract.id,
      paymentStatus: payment.status,
    });
    switch (payment.status) {
      case 'PAID':
        return answer('PAID');
      case 'REFUNDED':
        if (contract.state === 'PAID' || contract.state === 'EMITTED') return answer('PAID');
        if (contract.state === 'CANCELLED') {
          throw new HttpError(409, 'The contract was cancelled before the payment arrived; the payment is refunded', {
            errorCode: 'CONTRACT_CANCELLED',
          });
        }
        throw new HttpError(409, 'The payment does not cover the premium; it is refunded', {
          errorCode: 'AMOUNT_MISMATCH',
        });
      case 'DECLINED':
      case 'CANCELLED':
        return answer('DECLINED');
      default:
        return answer('PENDING');
    }
  }
}

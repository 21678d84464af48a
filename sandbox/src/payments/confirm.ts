// confirmContractPayment: finds the payment from what came back to the shop, asks the provider side what really
// happened, and only then marks the contract paid and emits the policy. Confirming again changes nothing.
import { roundMoney, PAYEE_ID } from '@greencard/domain';
import { optional } from 'superstruct';
import { INSURER_CODE } from '../company/data/company';
import type { ContractStore } from '../contracts/store';
import type { Db } from '../db/connection';
import { HttpError } from '../http/errors';
import { check, Money, shape, TextOrNumber } from '../http/validate';
import type { LoyaltyAccounts } from '../loyalty/accounts';
import type { Bank } from './bank';
import type { Easypay, ProviderOutcome } from './easypay';
import type { Portmone } from './portmone';
import type { Provider } from './signatures';
import type { Payment, PaymentStore } from './store';

export interface ConfirmResult {
  status: ProviderOutcome;
  contractNumber: string;
  contractId: number;
}

export interface ConfirmDeps {
  db: Db;
  contracts: ContractStore;
  payments: PaymentStore;
  accounts: LoyaltyAccounts;
  easypay: Easypay;
  portmone: Portmone;
  bank: Bank;
}

/** Green Card numbers: country, insurer code, serial. */
export const policyNumber = (contractId: number): string => `UA/${INSURER_CODE}/${String(contractId).padStart(8, '0')}`;

const refused = (field: string, message: string): HttpError =>
  new HttpError(400, `Payment refused: ${field}: ${message}`, { errors: [{ field, message }] });

const ReturnParams = shape({ params: shape({ orderId: TextOrNumber, amount: optional(Money) }) });
const PortmoneParams = shape({
  params: shape({ SHOPBILLID: TextOrNumber, SHOPORDERNUMBER: TextOrNumber, RESULT: optional(TextOrNumber), BILL_AMOUNT: optional(Money) }),
});

export class PaymentConfirmation {
  constructor(private readonly deps: ConfirmDeps) {}

  private paymentByOrder(orderId: string, provider: Provider, field: string): Payment {
    const payment = this.deps.payments.byOrder(orderId);
    if (!payment || payment.provider !== provider) throw refused(field, `no ${provider} order ${orderId}`);
    return payment;
  }

  /** Finds the payment and the provider's verdict; throws 400 for anything that does not match the provider. */
  private judge(provider: Provider, params: unknown): { payment: Payment; outcome: ProviderOutcome } {
    if (provider === 'portmone') {
      const { params: p } = check({ params }, PortmoneParams);
      const bill = this.deps.portmone.result(p.SHOPBILLID);
      if (!bill) throw refused('params.SHOPBILLID', 'Portmone knows no such bill');
      if (bill.payeeId !== PAYEE_ID) throw refused('params.SHOPBILLID', 'the bill belongs to another payee');
      if (bill.shopOrderNumber !== p.SHOPORDERNUMBER) throw refused('params.SHOPORDERNUMBER', 'does not match the bill');
      const payment = this.paymentByOrder(bill.shopOrderNumber, 'portmone', 'params.SHOPORDERNUMBER');
      if (roundMoney(bill.billAmount) !== payment.amount) throw refused('params.SHOPBILLID', 'the billed amount does not match the order');
      if (p.BILL_AMOUNT !== undefined && p.BILL_AMOUNT !== payment.amount) throw refused('params.BILL_AMOUNT', 'does not match the order');
      return { payment, outcome: bill.status === 'PAYED' ? 'PAID' : 'DECLINED' };
    }
    const { params: p } = check({ params }, ReturnParams);
    const payment = this.paymentByOrder(p.orderId, provider, 'params.orderId');
    if (p.amount !== undefined && p.amount !== payment.amount) throw refused('params.amount', 'does not match the order');
    const outcome = provider === 'easypay' ? this.deps.easypay.outcome(payment) : this.deps.bank.outcome(payment);
    return { payment, outcome };
  }

  confirm(provider: Provider, params: unknown, now: Date): ConfirmResult {
    const { payment, outcome } = this.judge(provider, params);
    const { db, contracts, payments, accounts } = this.deps;
    db.transaction(() => {
      const contract = contracts.require(payment.contractId);
      const payable = contract.state === 'SIGNED' || contract.state === 'DECLINED';
      if (outcome === 'PAID') {
        if (payment.status !== 'PAID') payments.setStatus(payment.id, 'PAID', now);
        if (contract.state === 'CANCELLED') throw new HttpError(409, 'The contract was cancelled before the payment arrived; the payment is to be refunded');
        if (payable) {
          contracts.move(contract.id, 'PAID', now);
          accounts.spend(contract.id, now);
          contracts.recordPayment(contract.id, { policyNumber: policyNumber(contract.id), paidAt: now.toISOString(), paidOnline: payment.amount });
          contracts.move(contract.id, 'EMITTED', now);
        }
      } else if (outcome === 'DECLINED' && payment.status === 'CREATED') {
        payments.setStatus(payment.id, 'DECLINED', now);
        if (payable) contracts.move(contract.id, 'DECLINED', now);
      }
    })();
    const contract = contracts.require(payment.contractId);
    return { status: outcome, contractNumber: contract.number, contractId: contract.id };
  }
}

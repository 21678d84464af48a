// Settles a payment from what the provider itself says, whoever asks first: the provider's notification (server
// to server, so a buyer who never returns to the shop still gets the policy) or confirmContractPayment. The sum
// rule of docs/insurer-api.md: a paid payment issues the policy only when it and the reserved points make the
// premium; the points are spent only then. Settling again changes nothing.
import { roundMoney } from '../insurer';
import { INSURER_CODE } from '../company/data/company';
import type { Contract, ContractStore } from '../contracts/store';
import type { Db } from '../db/connection';
import { HttpError } from '../http/errors';
import type { LoyaltyAccounts } from '../loyalty/accounts';
import type { Bank } from './bank';
import type { Cardlab } from './cardlab';
import type { Easypay, ProviderOutcome } from './easypay';
import type { Portmone } from './portmone';
import { FINAL_STATUSES, type Payment, type PaymentStore } from './store';

export interface SettlementDeps {
  db: Db;
  contracts: ContractStore;
  payments: PaymentStore;
  accounts: LoyaltyAccounts;
  easypay: Easypay;
  portmone: Portmone;
  bank: Bank;
  /** Only when the sandbox simulates CardLab; otherwise no payment is CardLab's. */
  cardlab?: Cardlab;
}

/** Green Card numbers: country, insurer code, serial. */
const policyNumber = (contractId: number): string => `UA/${INSURER_CODE}/${String(contractId).padStart(8, '0')}`;

const PAYABLE: readonly string[] = ['SIGNED', 'DECLINED'];

export class PaymentSettlement {
  constructor(private readonly deps: SettlementDeps) {}

  /** The provider's verdict on a payment; throws 400 when its report does not verify against the order. */
  verdict(payment: Payment): ProviderOutcome {
    switch (payment.provider) {
      case 'easypay':
        return this.deps.easypay.outcome(payment);
      case 'portmone':
        return this.deps.portmone.outcome(payment);
      case 'cardlab':
        if (!this.deps.cardlab) throw new Error('settle: CardLab is not simulated');
        return this.deps.cardlab.outcome(payment);
      default:
        return this.deps.bank.outcome(payment);
    }
  }

  /** Settles the payment of this order from the provider's verdict and answers it as it now stands. */
  settle(orderId: string, now: Date): Payment {
    const { db, payments } = this.deps;
    const current = payments.byOrder(orderId);
    if (!current) throw new Error('settle: no such order');
    if (FINAL_STATUSES.includes(current.status)) return current;
    const verdict = this.verdict(current);
    db.transaction(() => {
      // Read again inside the transaction: another report may have settled it meanwhile.
      const payment = payments.byOrder(orderId) as Payment;
      if (FINAL_STATUSES.includes(payment.status)) return;
      const contract = this.deps.contracts.require(payment.contractId);
      if (verdict === 'PAID') this.paid(payment, contract, now);
      else if (verdict === 'DECLINED' && payment.status === 'CREATED') {
        payments.setStatus(payment.id, 'DECLINED', now);
        if (PAYABLE.includes(contract.state)) this.deps.contracts.move(contract.id, 'DECLINED', now);
      }
    })();
    return payments.byOrder(orderId) as Payment;
  }

  /**
   * Settles after a provider's report arrived. A report that does not verify against the order (a signed
   * notification with another amount) is kept unsettled: no policy comes of it, and confirmContractPayment answers
   * the 400 that says why.
   */
  settleReported(orderId: string, now: Date): void {
    try {
      this.settle(orderId, now);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 400)) throw error;
    }
  }

  /** The provider took the money: issue the policy if the sum is right, refund otherwise. */
  private paid(payment: Payment, contract: Contract, now: Date): void {
    const { contracts, payments, accounts } = this.deps;
    // Paid already (by another payment) or cancelled: this money pays nothing, so nobody is charged twice.
    if (!PAYABLE.includes(contract.state)) {
      payments.setStatus(payment.id, 'REFUNDED', now);
      return;
    }
    const premium = roundMoney(contract.premium);
    const reserved = accounts.reservedFor(contract.id);
    if (roundMoney(payment.amount + reserved) !== premium) {
      if (payment.amount !== premium) {
        payments.setStatus(payment.id, 'REFUNDED', now);
        return;
      }
      // The buyer paid the whole premium after all: the points stay theirs.
      accounts.release(contract.id, now);
    }
    payments.setStatus(payment.id, 'PAID', now);
    contracts.move(contract.id, 'PAID', now);
    accounts.spend(contract.id, now);
    contracts.recordPayment(contract.id, {
      policyNumber: policyNumber(contract.id),
      paidAt: now.toISOString(),
      paidOnline: payment.amount,
    });
    contracts.move(contract.id, 'EMITTED', now);
  }
}

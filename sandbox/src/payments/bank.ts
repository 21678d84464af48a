// The instalment bank: the buyer approves or declines the loan on the bank's page; the bank then posts a signed
// decision (HMAC-SHA256 with the merchant key) to the insurer, which pays the contract only after an approval.
import { roundMoney } from '../insurer';
import { HttpError, notFound } from '../http/errors';
import { parseNotification, type ProviderOutcome } from './easypay';
import type { NotificationLog } from './notifications';
import { bankSign, sameSignature } from './signatures';
import type { Payment, PaymentStore } from './store';

export type BankDecision = 'APPROVED' | 'DECLINED';

interface BankNotification {
  orderId: string;
  state: BankDecision;
  amount: number;
  partsCount: number;
  annualRatePercent: number;
  decidedAt: string;
}

export class Bank {
  constructor(
    private readonly secret: string,
    private readonly payments: PaymentStore,
    private readonly log: NotificationLog,
  ) {}

  /** The insurer's webhook for the bank's decision (refused and not kept like EasyPay's; answers the payment). */
  receive(rawBody: string, signature: unknown, now: Date): Payment {
    if (!sameSignature(signature, bankSign(this.secret, rawBody))) throw new HttpError(400, 'Invalid signature');
    const notification = parseNotification(rawBody);
    const orderId = typeof notification.orderId === 'string' ? notification.orderId : '';
    const payment = this.payments.byOrder(orderId);
    if (!payment || payment.provider !== 'instalments') throw notFound('No such instalment order');
    this.log.store('instalments', orderId, rawBody, String(signature), now);
    return payment;
  }

  decide(payment: Payment, state: BankDecision, annualRatePercent: number, now: Date): Payment {
    const body: BankNotification = {
      orderId: payment.orderId,
      state,
      amount: payment.amount,
      partsCount: payment.months ?? 0,
      annualRatePercent,
      decidedAt: now.toISOString(),
    };
    const rawBody = JSON.stringify(body);
    return this.receive(rawBody, bankSign(this.secret, rawBody), now);
  }

  finished(orderId: string): boolean {
    return this.log.latest('instalments', orderId) !== undefined;
  }

  outcome(payment: Payment): ProviderOutcome {
    const stored = this.log.latest('instalments', payment.orderId);
    if (!stored) return 'PENDING';
    const fail = (field: string, message: string) =>
      new HttpError(400, `Payment refused: ${message}`, { errors: [{ field, message }] });
    if (!sameSignature(stored.signature, bankSign(this.secret, stored.rawBody)))
      throw fail('signature', 'the bank decision signature does not verify');
    const notification = JSON.parse(stored.rawBody) as BankNotification;
    if (notification.orderId !== payment.orderId) throw fail('orderId', 'the order number does not match');
    if (roundMoney(Number(notification.amount)) !== payment.amount)
      throw fail('amount', 'the loan amount does not match the order');
    return notification.state === 'APPROVED' ? 'PAID' : 'DECLINED';
  }
}

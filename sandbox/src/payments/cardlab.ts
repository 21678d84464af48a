// CardLab: an invented third card provider, switched on for tests only (SANDBOX_CARDLAB, sandbox/README.md), so the
// shop can be shown taking a provider that a release of its payment step adds. Its hosted page reports the outcome
// as a notification signed with HMAC-SHA256 (hex) of the merchant key, which the insurer keeps and later judges the
// payment from, as it does EasyPay's; the buyer's return parameters are never trusted.
import { randomUUID } from 'node:crypto';
import { roundMoney } from '../insurer';
import { HttpError } from '../http/errors';
import type { ProviderOutcome } from './easypay';
import type { NotificationLog } from './notifications';
import { cardlabSign, sameSignature } from './signatures';
import type { Payment } from './store';

interface CardlabNotification {
  order: string;
  outcome: 'APPROVED' | 'DECLINED';
  amount: number;
  transaction: string;
  at: string;
  card?: string;
}

const tampered = (field: string, message: string): HttpError =>
  new HttpError(400, `Payment refused: ${message}`, { errors: [{ field, message }] });

export class Cardlab {
  constructor(
    private readonly secret: string,
    private readonly log: NotificationLog,
  ) {}

  /** The simulator's side: the buyer paid, was declined or cancelled on the hosted page. */
  complete(payment: Payment, approved: boolean, cardMask: string | undefined, now: Date): void {
    const body: CardlabNotification = {
      order: payment.orderId,
      outcome: approved ? 'APPROVED' : 'DECLINED',
      amount: payment.amount,
      transaction: randomUUID(),
      at: now.toISOString(),
      ...(cardMask ? { card: cardMask } : {}),
    };
    const rawBody = JSON.stringify(body);
    this.log.store('cardlab', payment.orderId, rawBody, cardlabSign(this.secret, rawBody), now);
  }

  /** Whether the provider has finished this order (the hosted page refuses to take it twice). */
  finished(orderId: string): boolean {
    return this.log.latest('cardlab', orderId) !== undefined;
  }

  /** What the provider says about a payment: its notification, verified again. */
  outcome(payment: Payment): ProviderOutcome {
    const stored = this.log.latest('cardlab', payment.orderId);
    if (!stored) return 'PENDING';
    if (!sameSignature(stored.signature, cardlabSign(this.secret, stored.rawBody))) {
      throw tampered('signature', 'the notification signature does not verify');
    }
    const notification = JSON.parse(stored.rawBody) as CardlabNotification;
    if (notification.order !== payment.orderId) throw tampered('order', 'the order number does not match');
    if (roundMoney(Number(notification.amount)) !== payment.amount)
      throw tampered('amount', 'the paid amount does not match the order');
    return notification.outcome === 'APPROVED' ? 'PAID' : 'DECLINED';
  }
}

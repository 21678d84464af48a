// EasyPay: the simulator completes an order from its hosted page by posting a notification signed with
// Sign = base64(SHA256(secret + rawBody)) to the insurer's webhook; the insurer verifies and keeps it, and later
// judges the payment from that notification alone (never from the buyer's return parameters).
import { randomUUID } from 'node:crypto';
import { roundMoney } from '../insurer';
import { HttpError, notFound } from '../http/errors';
import type { NotificationLog } from './notifications';
import { easypaySign, sameSignature } from './signatures';
import type { Payment, PaymentStore } from './store';

export type EasypayStatus = 'Accepted' | 'Declined';

interface EasypayNotification {
  OperationType: 'PaymentNotification';
  TransactionStatus: EasypayStatus;
  MerchantOrderId: string;
  Amount: number;
  TransactionId: string;
  Date: string;
  CardMask?: string;
}

export type ProviderOutcome = 'PAID' | 'DECLINED' | 'PENDING';

/**
 * A provider's notification body: a signed body is still only trusted to be JSON, so `null`, a number, a string or
 * an array is refused with 400 like any other malformed notification.
 */
export function parseNotification(rawBody: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new HttpError(400, 'The notification is not JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new HttpError(400, 'The notification is not a JSON object');
  return parsed as Record<string, unknown>;
}

const tampered = (field: string, message: string): HttpError =>
  new HttpError(400, `Payment refused: ${message}`, { errors: [{ field, message }] });

export class Easypay {
  constructor(
    private readonly secret: string,
    private readonly payments: PaymentStore,
    private readonly log: NotificationLog,
  ) {}

  /**
   * The insurer's webhook: a notification with a wrong Sign, that is not a JSON object, or for an unknown order is
   * refused and not kept. Answers the payment it is about, for the caller to settle.
   */
  receive(rawBody: string, sign: unknown, now: Date): Payment {
    if (!sameSignature(sign, easypaySign(this.secret, rawBody))) throw new HttpError(400, 'Invalid Sign');
    const notification = parseNotification(rawBody);
    const orderId = typeof notification.MerchantOrderId === 'string' ? notification.MerchantOrderId : '';
    const payment = this.payments.byOrder(orderId);
    if (!payment || payment.provider !== 'easypay') throw notFound('No such EasyPay order');
    this.log.store('easypay', orderId, rawBody, String(sign), now);
    return payment;
  }

  /** The simulator's side: the buyer paid, was declined or cancelled on the hosted page. */
  complete(payment: Payment, status: EasypayStatus, cardMask: string | undefined, now: Date): Payment {
    const body: EasypayNotification = {
      OperationType: 'PaymentNotification',
      TransactionStatus: status,
      MerchantOrderId: payment.orderId,
      Amount: payment.amount,
      TransactionId: randomUUID(),
      Date: now.toISOString(),
      ...(cardMask ? { CardMask: cardMask } : {}),
    };
    const rawBody = JSON.stringify(body);
    return this.receive(rawBody, easypaySign(this.secret, rawBody), now);
  }

  /** Whether the provider has finished this order (the hosted page refuses to take it twice). */
  finished(orderId: string): boolean {
    return this.log.latest('easypay', orderId) !== undefined;
  }

  /** What the provider says about a payment: its latest notification, verified again. */
  outcome(payment: Payment): ProviderOutcome {
    const stored = this.log.latest('easypay', payment.orderId);
    if (!stored) return 'PENDING';
    if (!sameSignature(stored.signature, easypaySign(this.secret, stored.rawBody))) {
      throw tampered('Sign', 'the notification signature does not verify');
    }
    const notification = JSON.parse(stored.rawBody) as EasypayNotification;
    if (notification.MerchantOrderId !== payment.orderId)
      throw tampered('MerchantOrderId', 'the order number does not match');
    if (roundMoney(Number(notification.Amount)) !== payment.amount)
      throw tampered('Amount', 'the paid amount does not match the order');
    return notification.TransactionStatus === 'Accepted' ? 'PAID' : 'DECLINED';
  }
}

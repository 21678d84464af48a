// Portmone: the simulator keeps bills (shop bill id, payee id, shop order number, amount, status) and answers
// the "result" check by shop bill id. The buyer's return (SHOPORDERNUMBER, SHOPBILLID, RESULT) is not signed,
// so the insurer believes only the "result" check, and checks payee id, order number and amount against it.
import { randomInt } from 'node:crypto';
import { PAYEE_ID, roundMoney } from '../insurer';
import type { Db } from '../db/connection';
import { HttpError } from '../http/errors';
import type { ProviderOutcome } from './easypay';
import { portmoneSign } from './signatures';
import type { Payment } from './store';

export type BillStatus = 'PAYED' | 'REJECTED';

export interface PortmoneBill {
  shopBillId: string;
  payeeId: number;
  shopOrderNumber: string;
  billAmount: number;
  status: BillStatus;
  cardMask: string | null;
  createdAt: string;
}

const COLUMNS = `shop_bill_id AS shopBillId, payee_id AS payeeId, shop_order_number AS shopOrderNumber,
  bill_amount AS billAmount, status, card_mask AS cardMask, created_at AS createdAt`;

export class Portmone {
  private readonly statements;

  constructor(
    db: Db,
    private readonly secret: string,
  ) {
    this.statements = {
      insert: db.prepare(
        `INSERT INTO portmone_bills (shop_bill_id, payee_id, shop_order_number, bill_amount, status, card_mask, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
      byId: db.prepare(`SELECT ${COLUMNS} FROM portmone_bills WHERE shop_bill_id = ?`),
      byOrder: db.prepare(
        `SELECT ${COLUMNS} FROM portmone_bills WHERE shop_order_number = ? ORDER BY created_at DESC LIMIT 1`,
      ),
    };
  }

  /** The signature of the payment link (payee id, order number, amount), so a link with another amount is refused. */
  linkSignature(payment: Payment): string {
    return portmoneSign(this.secret, `${PAYEE_ID}|${payment.orderId}|${payment.amount.toFixed(2)}`);
  }

  /** The simulator's side: the buyer paid, was declined or cancelled. */
  complete(payment: Payment, status: BillStatus, cardMask: string | null, now: Date): PortmoneBill {
    let shopBillId: string;
    do shopBillId = String(randomInt(100_000_000, 1_000_000_000));
    while (this.result(shopBillId));
    this.statements.insert.run(
      shopBillId,
      PAYEE_ID,
      payment.orderId,
      payment.amount,
      status,
      cardMask,
      now.toISOString(),
    );
    return this.result(shopBillId) as PortmoneBill;
  }

  billForOrder(orderId: string): PortmoneBill | undefined {
    return this.statements.byOrder.get(orderId) as PortmoneBill | undefined;
  }

  /** Portmone's "result" method: the bill by shop bill id, as Portmone knows it. */
  result(shopBillId: string): PortmoneBill | undefined {
    return this.statements.byId.get(shopBillId) as PortmoneBill | undefined;
  }

  /** What Portmone says about a payment: the bill of its order, checked for payee and amount. */
  outcome(payment: Payment): ProviderOutcome {
    const bill = this.billForOrder(payment.orderId);
    if (!bill) return 'PENDING';
    const refused = (message: string) =>
      new HttpError(400, `Payment refused: params.SHOPBILLID: ${message}`, {
        errors: [{ field: 'params.SHOPBILLID', message }],
      });
    if (bill.payeeId !== PAYEE_ID) throw refused('the bill belongs to another payee');
    if (roundMoney(bill.billAmount) !== payment.amount) throw refused('the billed amount does not match the order');
    return bill.status === 'PAYED' ? 'PAID' : 'DECLINED';
  }
}

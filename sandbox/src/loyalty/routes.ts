// POST /loyalty/balance and POST /loyalty/order (the loyalty order path, used twice: send the secret, then check it;
// or once with paidByPoints 0 to release the points). A change of the reserved points cancels the contract's open
// payments: each was created for the premium minus the points reserved then, which is no longer what is owed.
import { kyivToday, maxRedeemablePoints, POINTS_CODE_RESEND_SECONDS, roundMoney, validateCode } from '../insurer';
import type { FastifyInstance } from 'fastify';
import { optional } from 'superstruct';
import { NoLiveCode, type OneTimeCodes } from '../codes/oneTimeCodes';
import type { Contract, ContractStore } from '../contracts/store';
import { RULE_MESSAGES } from '../contracts/ruleMessages';
import { assertSameDay } from '../contracts/stateMachine';
import type { Db } from '../db/connection';
import { conflict, fieldError } from '../http/errors';
import { check, Id, Money, shape, Text, TextOrNumber } from '../http/validate';
import type { LoyaltyAccounts, LoyaltyCustomer } from './accounts';

export interface LoyaltyRouteDeps {
  db: Db;
  now: () => Date;
  contracts: ContractStore;
  accounts: LoyaltyAccounts;
  codes: OneTimeCodes;
  /** Cancels the contract's open payments (created for an amount that is no longer owed); answers how many. */
  cancelOpenPayments: (contractId: number, now: Date) => number;
}

const Balance = shape({ customer_id: Text, contract_id: Id });
const Order = shape({ customer_id: Text, contract_id: Id, paidByPoints: Money, secret: optional(TextOrNumber) });

/** Points are used after signing and before payment. */
const PAYABLE_STATES = ['SIGNED', 'DECLINED'];

export function loyaltyRoutes(app: FastifyInstance, deps: LoyaltyRouteDeps): void {
  const redeemable = (customer: LoyaltyCustomer, contract: Contract) => {
    const balance = deps.accounts.available(customer, contract.id);
    return { balance, redeemable: maxRedeemablePoints(contract.premium, balance) };
  };

  /**
   * Points reserved for a contract whose day has ended are released before any balance is read: the contract can no
   * longer be paid, and its open payments (made for the rest after those points) are cancelled as on any release.
   */
  const releaseEnded = () => {
    const now = deps.now();
    deps.db.transaction(() => {
      for (const contractId of deps.accounts.releaseEnded(kyivToday(now), now))
        deps.cancelOpenPayments(contractId, now);
    })();
  };

  app.post('/loyalty/balance', async (request) => {
    const body = check(request.body, Balance);
    releaseEnded();
    const customer = deps.accounts.require(body.customer_id);
    const contract = deps.contracts.require(body.contract_id);
    return { data: redeemable(customer, contract) };
  });

  app.post('/loyalty/order', async (request) => {
    const body = check(request.body, Order);
    releaseEnded();
    const customer = deps.accounts.require(body.customer_id);
    const contract = deps.contracts.require(body.contract_id);
    if (!PAYABLE_STATES.includes(contract.state)) {
      throw conflict(`Points pay only for a signed, unpaid contract (this one is ${contract.state})`);
    }
    const limit = redeemable(customer, contract).redeemable;
    if (body.paidByPoints > limit)
      throw fieldError('paidByPoints', `is above the redeemable amount ${limit.toFixed(2)}`);
    const now = deps.now();
    assertSameDay(contract, kyivToday(now));

    /** Cancels the open payments when the reserved points move away from `before`; answers how many. */
    const cancelIfChanged = (before: number, after: number): number =>
      before === after ? 0 : deps.cancelOpenPayments(contract.id, now);

    // Giving points back harms nobody: no secret needed.
    if (body.secret === undefined && body.paidByPoints === 0) {
      return deps.db.transaction(() => {
        const before = deps.accounts.reservedFor(contract.id);
        deps.accounts.release(contract.id, now);
        const cancelledPayments = cancelIfChanged(before, 0);
        return { data: { reserved: 0, amountToPay: roundMoney(contract.premium), cancelledPayments } };
      })();
    }

    if (body.secret === undefined) {
      const { sentAt } = deps.codes.issue(
        {
          kind: 'loyalty',
          contractId: contract.id,
          phone: customer.phone,
          customerId: customer.id,
          amount: body.paidByPoints,
          resendAfterSeconds: POINTS_CODE_RESEND_SECONDS,
          text: (code) =>
            `Програма лояльності: списання ${body.paidByPoints.toFixed(2)} балів за договір ${contract.number}. Одноразовий пароль ${code}.`,
        },
        now,
      );
      return {
        errorCode: 'AUTH_FAILED_SECRET_REQUIRED',
        errorMessage: 'A one-time secret has been sent to the phone of the loyalty account',
        data: { sentAt, resendAfterSeconds: POINTS_CODE_RESEND_SECONDS },
      };
    }

    const formatError = validateCode(body.secret);
    if (formatError) throw fieldError('secret', RULE_MESSAGES[formatError]);
    const invalid = (errorMessage: string) => ({ errorCode: 'AUTH_FAILED_INVALID_SECRET', errorMessage });
    try {
      return deps.db.transaction(() => {
        const result = deps.codes.check(contract.id, 'loyalty', body.secret!.trim(), now);
        if (!result.ok) return invalid(`Wrong one-time secret; ${result.attemptsLeft} tries left`);
        // The secret confirms one amount for one account: anything else needs a new secret.
        if (result.customerId !== customer.id || result.amount !== body.paidByPoints) {
          return invalid('The secret was sent for another amount or account; send a new one');
        }
        const before = deps.accounts.reservedFor(contract.id);
        deps.accounts.reserve(contract.id, customer.id, body.paidByPoints, now);
        const cancelledPayments = cancelIfChanged(before, body.paidByPoints);
        return {
          data: {
            reserved: body.paidByPoints,
            amountToPay: roundMoney(contract.premium - body.paidByPoints),
            cancelledPayments,
          },
        };
      })();
    } catch (error) {
      if (error instanceof NoLiveCode) {
        return invalid(
          error.reason === 'none'
            ? 'No secret has been sent; send one first'
            : error.reason === 'burnt'
              ? 'Too many wrong secrets; send a new one'
              : 'The secret has expired; send a new one',
        );
      }
      throw error;
    }
  });
}

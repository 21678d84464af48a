// Contracts in SQLite. Every state change goes through the state machine and is written to contract_history.
import { coverageEnd, normalizePhone, normalizeStateNumber, type ContractState } from '../insurer';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import type { ProductRecord } from '../tariffs/catalogue';
import type { Draft } from './draftPayload';
import { assertMove } from './stateMachine';

export interface Contract {
  id: number;
  number: string;
  state: ContractState;
  tariffId: number;
  premium: number;
  vehicleType: string;
  area: string;
  period: string;
  startDate: string;
  endDate: string;
  draftDate: string;
  phone: string;
  email: string;
  holder: string;
  inn: string | null;
  stateNumber: string;
  draft: Draft;
  policyNumber: string | null;
  paidAt: string | null;
  paidOnline: number | null;
  createdAt: string;
}

interface ContractRow {
  id: number;
  number: string;
  state: ContractState;
  tariff_id: number;
  premium: number;
  vehicle_type: string;
  area: string;
  period: string;
  start_date: string;
  end_date: string;
  draft_date: string;
  phone: string;
  email: string;
  holder: string;
  inn: string | null;
  state_number: string;
  draft_json: string;
  policy_number: string | null;
  paid_at: string | null;
  paid_online: number | null;
  created_at: string;
}

const toContract = (row: ContractRow): Contract => ({
  id: row.id,
  number: row.number,
  state: row.state,
  tariffId: row.tariff_id,
  premium: row.premium,
  vehicleType: row.vehicle_type,
  area: row.area,
  period: row.period,
  startDate: row.start_date,
  endDate: row.end_date,
  draftDate: row.draft_date,
  phone: row.phone,
  email: row.email,
  holder: row.holder,
  inn: row.inn,
  stateNumber: row.state_number,
  draft: JSON.parse(row.draft_json) as Draft,
  policyNumber: row.policy_number,
  paidAt: row.paid_at,
  paidOnline: row.paid_online,
  createdAt: row.created_at,
});

/** Contract numbers are the id with a prefix, so they are unique and readable on the phone. */
const contractNumber = (id: number): string => `GC${String(id).padStart(8, '0')}`;

export interface PaidDetails {
  policyNumber: string;
  paidAt: string;
  paidOnline: number;
}

export class ContractStore {
  private readonly statements;

  constructor(private readonly db: Db) {
    this.statements = {
      insert: db.prepare(
        `INSERT INTO contracts (state, tariff_id, premium, vehicle_type, area, period, start_date, end_date, draft_date,
           dialect, phone, email, holder, inn, state_number, shop_order_number, customer_external_id, draft_json,
           created_at, updated_at)
         VALUES ('DRAFT', @tariffId, @premium, @vehicleType, @area, @period, @startDate, @endDate, @draftDate,
           @dialect, @phone, @email, @holder, @inn, @stateNumber, @shopOrderNumber, @customerExternalId, @draftJson,
           @now, @now)`,
      ),
      setNumber: db.prepare('UPDATE contracts SET number = ? WHERE id = ?'),
      byId: db.prepare('SELECT * FROM contracts WHERE id = ?'),
      byNumber: db.prepare('SELECT * FROM contracts WHERE number = ?'),
      setState: db.prepare('UPDATE contracts SET state = ?, updated_at = ? WHERE id = ?'),
      setPaid: db.prepare('UPDATE contracts SET policy_number = ?, paid_at = ?, paid_online = ? WHERE id = ?'),
      history: db.prepare('INSERT INTO contract_history (contract_id, from_state, to_state, at) VALUES (?, ?, ?, ?)'),
      historyOf: db.prepare(
        'SELECT from_state AS "from", to_state AS "to", at FROM contract_history WHERE contract_id = ? ORDER BY id',
      ),
    };
  }

  create(draft: Draft, product: ProductRecord, draftDate: string, now: Date): Contract {
    const startDate = draft.startDate as string;
    return this.db.transaction(() => {
      const { lastInsertRowid } = this.statements.insert.run({
        tariffId: product.tariff,
        premium: product.discountedPayment,
        vehicleType: product.vehicleType,
        area: product.area,
        period: product.period,
        startDate,
        endDate: coverageEnd(startDate, product.period),
        draftDate,
        dialect: draft.dialect,
        phone: normalizePhone(draft.phone),
        email: draft.email,
        holder: [draft.lastName, draft.firstName, draft.middleName].filter(Boolean).join(' '),
        inn: draft.dontHaveInn ? null : draft.inn,
        stateNumber: normalizeStateNumber(draft.vehicle.stateNumber),
        shopOrderNumber: draft.shopOrderNumber,
        customerExternalId: draft.customerExternalId,
        draftJson: JSON.stringify(draft),
        now: now.toISOString(),
      });
      const id = Number(lastInsertRowid);
      this.statements.setNumber.run(contractNumber(id), id);
      this.statements.history.run(id, null, 'DRAFT', now.toISOString());
      return this.require(id);
    })();
  }

  get(id: number): Contract | undefined {
    const row = this.statements.byId.get(id) as ContractRow | undefined;
    return row ? toContract(row) : undefined;
  }

  require(id: number): Contract {
    const contract = this.get(id);
    if (!contract) throw notFound(`No contract ${id}`);
    return contract;
  }

  byNumber(number: string): Contract | undefined {
    const row = this.statements.byNumber.get(number) as ContractRow | undefined;
    return row ? toContract(row) : undefined;
  }

  /** Moves a contract along the state machine (409 for an illegal move). Callers wrap related writes in a transaction. */
  move(id: number, to: ContractState, now: Date): Contract {
    const contract = this.require(id);
    assertMove(contract.state, to);
    this.statements.setState.run(to, now.toISOString(), id);
    this.statements.history.run(id, contract.state, to, now.toISOString());
    return { ...contract, state: to };
  }

  recordPayment(id: number, paid: PaidDetails): void {
    this.statements.setPaid.run(paid.policyNumber, paid.paidAt, paid.paidOnline, id);
  }

  history(id: number): Array<{ from: ContractState | null; to: ContractState; at: string }> {
    return this.statements.historyOf.all(id) as Array<{ from: ContractState | null; to: ContractState; at: string }>;
  }
}

// POST /green/save/draft and PUT /green/change/status.
import { CONTRACT_STATES, kyivToday } from '../insurer';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { conflict } from '../http/errors';
import { check, Id, oneOf, shape } from '../http/validate';
import type { ReferenceCatalogue } from '../reference/catalogue';
import type { ProductCatalogue } from '../tariffs/catalogue';
import { parseDraft } from './draftPayload';
import { checkDraft } from './draftRules';
import type { IdempotentAnswers } from './idempotentAnswers';
import { CLIENT_MOVES } from './stateMachine';
import type { ContractStore } from './store';
import type { Underwriting } from './underwriting';

export interface ContractRouteDeps {
  db: Db;
  now: () => Date;
  contracts: ContractStore;
  products: ProductCatalogue;
  reference: ReferenceCatalogue;
  underwriting: Underwriting;
  /** A draft retried with its Idempotency-Key is the first draft, not a second one. */
  answers: IdempotentAnswers;
  /** Called inside the cancelling transaction (the reserved loyalty points are released, open payments cancelled). */
  onCancelled: (contractId: number, now: Date) => void;
}

const ChangeStatus = shape({ contract_id: Id, state: oneOf(CONTRACT_STATES.map((o) => o.value)) });

export function contractRoutes(app: FastifyInstance, deps: ContractRouteDeps): void {
  app.post('/green/save/draft', async (request) => {
    const now = deps.now();
    return deps.answers.once(request, 'POST /green/save/draft', now, () => {
      const draft = parseDraft(request.body);
      const today = kyivToday(now);
      const product = checkDraft(draft, {
        today,
        product: (id) => deps.products.get(id),
        placeExists: (id) => deps.reference.placeExists(id),
      });
      deps.underwriting.check(draft);
      const contract = deps.contracts.create(draft, product, today, now);
      return { data: { id: contract.id, number: contract.number, date: contract.draftDate } };
    });
  });

  app.put('/green/change/status', async (request) => {
    const { contract_id: id, state } = check(request.body, ChangeStatus);
    const contract = deps.contracts.require(id);
    if (!CLIENT_MOVES.includes(state)) {
      throw conflict(
        `A contract moves to ${state} only by ${state === 'SIGNED' ? 'a right code (POST /checkCode)' : 'a confirmed payment'}`,
      );
    }
    const now = deps.now();
    deps.db.transaction(() => {
      deps.contracts.move(contract.id, state, now);
      if (state === 'CANCELLED') deps.onCancelled(contract.id, now);
    })();
    return { data: { number: contract.number } };
  });
}

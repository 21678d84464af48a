// GET /sendCode, POST /checkCode and the sandbox-only outbox (GET /sandbox/outbox, GET /sandbox/outbox.json).
import { CODE_RESEND_SECONDS, kyivToday, OTP_VALID_MINUTES, validateCode } from '../insurer';
import type { FastifyInstance } from 'fastify';
import { optional, string } from 'superstruct';
import { RULE_MESSAGES } from '../contracts/ruleMessages';
import { assertSameDay } from '../contracts/stateMachine';
import type { ContractStore } from '../contracts/store';
import type { Db } from '../db/connection';
import { conflict, fieldError } from '../http/errors';
import { escapeHtml, htmlPage } from '../http/html';
import { check, Id, shape, TextOrNumber } from '../http/validate';
import { NoLiveCode, noLiveCodeError, type OneTimeCodes } from './oneTimeCodes';
import type { Outbox } from './outbox';
import { BUYER_SESSION_HEADER, buyerSessionOf } from './phoneLimit';

export interface CodeRouteDeps {
  db: Db;
  now: () => Date;
  contracts: ContractStore;
  codes: OneTimeCodes;
  outbox: Outbox;
}

/** The product is named as the shop names it ("Зелена картка"), so the buyer recognises the message. */
const contractCodeText = (number: string, code: string): string =>
  `Зелена картка ${number}: код підтвердження ${code}, дійсний ${OTP_VALID_MINUTES} хв. Нікому його не повідомляйте.`;

export function codeRoutes(app: FastifyInstance, deps: CodeRouteDeps): void {
  app.get('/sendCode', async (request) => {
    const { contract_id: id } = check(request.query, shape({ contract_id: Id }));
    const contract = deps.contracts.require(id);
    if (contract.state !== 'REQUEST')
      throw conflict(`A code is sent only for a contract in REQUEST (this one is ${contract.state})`);
    assertSameDay(contract, kyivToday(deps.now()));
    const requester = buyerSessionOf(request.headers[BUYER_SESSION_HEADER]);
    const { sentAt } = deps.codes.issue(
      {
        ...(requester ? { requester } : {}),
        kind: 'contract',
        contractId: contract.id,
        phone: contract.phone,
        resendAfterSeconds: CODE_RESEND_SECONDS,
        text: (code) => contractCodeText(contract.number, code),
      },
      deps.now(),
    );
    return { data: { sentAt, resendAfterSeconds: CODE_RESEND_SECONDS } };
  });

  app.post('/checkCode', async (request) => {
    const body = check(request.body, shape({ code: TextOrNumber, contract_id: Id }));
    const formatError = validateCode(body.code);
    if (formatError) throw fieldError('code', RULE_MESSAGES[formatError]);
    const contract = deps.contracts.require(body.contract_id);
    if (contract.state !== 'REQUEST')
      throw conflict(`Only a contract in REQUEST is signed by a code (this one is ${contract.state})`);
    const now = deps.now();
    assertSameDay(contract, kyivToday(now));
    try {
      return deps.db.transaction(() => {
        const result = deps.codes.check(contract.id, 'contract', body.code.trim(), now);
        if (!result.ok) return { data: { result: 'WRONG_CODE', attemptsLeft: result.attemptsLeft } };
        deps.contracts.move(contract.id, 'SIGNED', now);
        return { data: 'OK' };
      })();
    } catch (error) {
      if (error instanceof NoLiveCode) throw noLiveCodeError(error);
      throw error;
    }
  });

  const OutboxQuery = shape({ phone: optional(string()), contract_id: optional(Id) });

  app.get('/sandbox/outbox.json', async (request) => {
    const query = check(request.query, OutboxQuery);
    return { data: deps.outbox.list({ phone: query.phone || undefined, contractId: query.contract_id }) };
  });

  app.get('/sandbox/outbox', async (request, reply) => {
    const query = check(request.query, OutboxQuery);
    const messages = deps.outbox.list({ phone: query.phone || undefined, contractId: query.contract_id });
    const rows = messages
      .map(
        (m) => `<tr><td>${escapeHtml(m.createdAt)}</td><td>${escapeHtml(m.phone)}</td><td>${escapeHtml(m.kind)}</td>
<td>${escapeHtml(m.contractId)}</td><td><code>${escapeHtml(m.code)}</code></td><td>${escapeHtml(m.text)}</td></tr>`,
      )
      .join('\n');
    const body = `<p class="note">Every SMS the sandbox insurer "sent", newest first. Filter with ?phone=+380... or ?contract_id=N.
JSON: <a href="/sandbox/outbox.json">/sandbox/outbox.json</a>. Reload to see new messages.</p>
<table><thead><tr><th>Sent (UTC)</th><th>Phone</th><th>Kind</th><th>Contract</th><th>Code</th><th>Text</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">No messages yet.</td></tr>'}</tbody></table>`;
    return reply.type('text/html; charset=utf-8').send(htmlPage('Sandbox SMS outbox', body));
  });
}

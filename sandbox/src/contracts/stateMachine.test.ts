// The contract state machine of docs/insurer-api.md, as a table and through PUT /green/change/status.
import { CONTRACT_STATES, type ContractState } from '../insurer';
import { startSandbox, type TestSandbox } from '../testing/harness';
import { createDraft, createRequest, createSigned } from '../testing/drafts';
import { canMove } from './stateMachine';

const ALLOWED = new Set([
  'DRAFT>REQUEST',
  'REQUEST>SIGNED',
  'SIGNED>PAID',
  'SIGNED>DECLINED',
  'DECLINED>PAID',
  'DECLINED>DECLINED',
  'PAID>EMITTED',
  'DRAFT>CANCELLED',
  'REQUEST>CANCELLED',
  'SIGNED>CANCELLED',
  'DECLINED>CANCELLED',
]);
const STATES = CONTRACT_STATES.map((o) => o.value);
const PAIRS = STATES.flatMap((from) => STATES.map((to) => [from, to] as [ContractState, ContractState]));

describe('allowed moves', () => {
  it.each(PAIRS)('%s -> %s', (from, to) => {
    expect(canMove(from, to)).toBe(ALLOWED.has(`${from}>${to}`));
  });
});

describe('PUT /green/change/status', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startSandbox();
  });
  afterAll(() => t.close());
  const change = (contractId: number, state: string) =>
    t.put('/green/change/status', { contract_id: contractId, state });

  it('moves a draft to REQUEST and answers the contract number', async () => {
    const draft = await createDraft(t);
    const answer = await change(draft.id, 'REQUEST');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ number: draft.number });
  });

  it('refuses REQUEST twice with 409', async () => {
    const contract = await createRequest(t);
    const answer = await change(contract.id, 'REQUEST');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('A contract in state REQUEST cannot move to REQUEST');
  });

  it.each(['SIGNED', 'PAID', 'EMITTED', 'DECLINED'])(
    'refuses a move to %s, which only a code or a payment makes',
    async (state) => {
      const contract = await createRequest(t);
      const answer = await change(contract.id, state);
      expect(answer.status).toBe(409);
      const shown = await t.get(`/order/ewaShow?contract_id=${contract.id}`);
      expect(shown.body.data.state).toBe('REQUEST');
    },
  );

  it('cancels a signed contract, after which nothing moves it', async () => {
    const contract = await createSigned(t);
    expect((await change(contract.id, 'CANCELLED')).status).toBe(200);
    expect((await change(contract.id, 'REQUEST')).status).toBe(409);
    expect((await t.get(`/sendCode?contract_id=${contract.id}`)).status).toBe(409);
  });

  it('answers 404 for an unknown contract and 400 for an unknown state', async () => {
    expect((await change(999999, 'REQUEST')).status).toBe(404);
    const bad = await change(1, 'ARCHIVED');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('state');
  });

  it('keeps the history of moves', async () => {
    const contract = await createSigned(t);
    const { ContractStore } = await import('./store');
    const history = new ContractStore(t.sandbox.db).history(contract.id).map((h) => `${h.from ?? ''}>${h.to}`);
    expect(history).toEqual(['>DRAFT', 'DRAFT>REQUEST', 'REQUEST>SIGNED']);
  });
});

describe('signing and paying on the day of the draft (rules §1)', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startSandbox({ now: '2026-03-10T20:00:00Z' }); // 22:00 in Kyiv
  });
  afterAll(() => t.close());

  it('refuses a code, points and a payment once the Kyiv day of the draft is over', async () => {
    const pending = await createRequest(t);
    const signed = await createSigned(t);
    t.clock.set('2026-03-10T22:00:00Z'); // 00:00 the next day in Kyiv
    const code = await t.get(`/sendCode?contract_id=${pending.id}`);
    expect(code.status).toBe(409);
    expect(code.body.message).toBe(
      `Contract ${pending.number} of 2026-03-10 had to be signed and paid that day (Kyiv time); save a new draft`,
    );
    expect(
      (await t.post('/loyalty/order', { customer_id: 'LC-1001', contract_id: signed.id, paidByPoints: 10 })).status,
    ).toBe(409);
    const payment = await t.post('/payment/easypay', {
      contract_id: signed.id,
      amount: 1869,
      successUrl: 'http://s/',
      failUrl: 'http://f/',
    });
    expect(payment.status).toBe(409);
  });
});

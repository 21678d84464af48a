// GET /order/show (PDF), GET /order/ewaShow and GET /getContractByEwaCode.
import { PDFDocument } from 'pdf-lib';
import { startSandbox, type TestSandbox } from '../testing/harness';
import { CAR_EUROPE_MONTH, createDraft, createSigned } from '../testing/drafts';
import { CARD, redirectParams, startPayment, submit } from '../testing/providers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

describe('GET /order/show', () => {
  it('answers the contract as a real PDF', async () => {
    const contract = await createDraft(t);
    const response = await fetch(`${t.url}/order/show?contract_id=${contract.id}`, { headers: { 'COM-TOKEN': 'test-partner-token' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Green Card contract ${contract.number}`);
  });

  it('answers 404 for an unknown contract and 400 without contract_id', async () => {
    expect((await t.get('/order/show?contract_id=999999')).status).toBe(404);
    expect((await t.get('/order/show')).status).toBe(400);
  });
});

describe('GET /order/ewaShow', () => {
  it('answers the contract data, then the policy and the receipt once paid', async () => {
    const contract = await createSigned(t);
    const before = await t.get(`/order/ewaShow?contract_id=${contract.id}`);
    expect(before.body.data).toEqual({
      contractId: contract.id,
      number: contract.number,
      state: 'SIGNED',
      premium: CAR_EUROPE_MONTH.premium,
      paidByPoints: 0,
      paidOnline: 0,
    });
    const page = await startPayment(t, 'easypay', contract.id, CAR_EUROPE_MONTH.premium);
    await t.post('/confirmContractPayment', { provider: 'easypay', params: redirectParams(await submit(t, page, { action: 'pay', ...CARD.success })).params });
    const after = await t.get(`/order/ewaShow?contract_id=${contract.id}`);
    expect(after.body.data).toMatchObject({ state: 'EMITTED', policy: { validFrom: '2026-03-15', validTo: '2026-04-14' } });
    expect(after.body.data.receiptUrl).toMatch(/\/sandbox\/receipt\/GC\d{8}-1$/);
  });

  it('answers 404 for an unknown contract', async () => {
    expect((await t.get('/order/ewaShow?contract_id=31337')).status).toBe(404);
  });
});

describe('GET /getContractByEwaCode', () => {
  it('finds a contract by its number, any case', async () => {
    const contract = await createDraft(t);
    const answer = await t.get(`/getContractByEwaCode?code=${contract.number.toLowerCase()}`);
    expect(answer.body.data).toEqual({
      id: contract.id,
      number: contract.number,
      state: 'DRAFT',
      dateFrom: '2026-03-15',
      dateTo: '2026-04-14',
      vehicleType: 'A',
      area: 'EUROPE',
      period: 'ONE_MONTH',
      premium: CAR_EUROPE_MONTH.premium,
    });
  });

  it('answers 404 for an unknown code and 400 without one', async () => {
    expect((await t.get('/getContractByEwaCode?code=GC99999999')).status).toBe(404);
    expect((await t.get('/getContractByEwaCode')).status).toBe(400);
  });
});

// GET /order/show (PDF), GET /order/ewaShow and GET /getContractByEwaCode.
import { PDFDocument } from '@cantoo/pdf-lib';
import { startSandbox, TEST_TOKEN, type TestSandbox } from '../testing/harness';
import { pdfText } from '../testing/pdfText';
import { CAR_EUROPE_MONTH, createDraft, createSigned } from '../testing/drafts';
import { CARD, redirectParams, startPayment, submit } from '../testing/providers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

describe('GET /order/show', () => {
  const show = async (query: string) => {
    const response = await fetch(`${t.url}/order/show?${query}`, { headers: { 'COM-TOKEN': TEST_TOKEN } });
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  it('answers the contract as a real PDF, in Ukrainian unless asked otherwise', async () => {
    const contract = await createDraft(t);
    const { response, bytes } = await show(`contract_id=${contract.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Договір «Зелена картка» ${contract.number}`);
  });

  it('prints the Ukrainian labels in an embedded Cyrillic font, with the buyer’s data as entered', async () => {
    const contract = await createDraft(t);
    const { lines, fontNames } = await pdfText((await show(`contract_id=${contract.id}&lang=uk`)).bytes);
    expect(fontNames.length).toBeGreaterThan(0);
    for (const name of fontNames) expect(name).toMatch(/^DejaVuSans/);
    expect(lines).toEqual(
      expect.arrayContaining([
        `Договір страхування «Зелена картка» № ${contract.number}`,
        'Страхувальник',
        'Прізвище, ім’я, по батькові',
        'Koval Taras Ivanovych',
        'Державний номер',
        'AA1234AA',
        'Територія дії',
        'Європа',
        'Місце реєстрації',
        expect.stringMatching(/^Київ, /),
        'Страховий платіж',
        '1 869.00 UAH',
      ]),
    );
  });

  it('prints English labels and Latin place names with lang=en', async () => {
    const contract = await createDraft(t);
    const { bytes } = await show(`contract_id=${contract.id}&lang=en`);
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Green Card contract ${contract.number}`);
    const { lines } = await pdfText(bytes);
    expect(lines).toEqual(
      expect.arrayContaining([
        `Green Card insurance contract ${contract.number}`,
        'Policyholder',
        'Koval Taras Ivanovych',
        expect.stringMatching(/^Kyiv, /),
      ]),
    );
    expect(lines.join(' ')).not.toMatch(/[\u0400-\u04FF]/);
  });

  it('answers 400 for another language, 404 for an unknown contract and 400 without contract_id', async () => {
    const contract = await createDraft(t);
    const other = await t.get(`/order/show?contract_id=${contract.id}&lang=de`);
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual([{ field: 'lang', message: expect.any(String) }]);
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
    await t.post('/confirmContractPayment', {
      provider: 'easypay',
      params: redirectParams(await submit(t, page, { action: 'pay', ...CARD.success })).params,
    });
    const after = await t.get(`/order/ewaShow?contract_id=${contract.id}`);
    expect(after.body.data).toMatchObject({
      state: 'EMITTED',
      policy: { validFrom: '2026-03-15', validTo: '2026-04-14' },
    });
    expect(after.body.data.receiptUrl).toMatch(/\/sandbox\/receipt\/GC\d{8}-[0-9a-f]{16}$/);
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

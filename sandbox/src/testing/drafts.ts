// Valid draft payloads in both readings, for a given Kyiv "today", and the flow helpers that reach a state.
import { addDays, formatDate, type IsoDate } from '../insurer';
import type { TestSandbox } from './harness';

/** A cars / EUROPE / ONE_MONTH tariff (programme 1) and its premium (published, kosht.media Nov 2024). */
export const CAR_EUROPE_MONTH = { tariff: 12031, premium: 1869 };
/** Male, born 01.01.2000 (market facts sample). */
const VALID_INN = '3652504575';
const VALID_BIRTHDAY = '2000-01-01';
const KYIV_PLACE_ID = 80001;

export function snakeDraft(today: IsoDate, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const start = addDays(today, 5);
  return {
    tariff_id: CAR_EUROPE_MONTH.tariff,
    period: 'ONE_MONTH',
    email: 'taras.koval@example.com',
    phone: '+380671112233',
    name_first: 'Taras',
    name_last: 'Koval',
    name_middle: 'Ivanovych',
    address: 'Khreshchatyk St 1, apt 5, Kyiv',
    birth_date: VALID_BIRTHDAY,
    date_from: addDays(start, -1),
    vehicle_type: 'A',
    coverage_area: 'EUROPE',
    shop_order_number: 4821937465,
    insurance_type: 'auto',
    foreign_operator: false,
    doc_type: 'EXTERNAL_PASSPORT',
    doc_number: '123456',
    doc_issued_by: '8012',
    doc_date: '2020-05-14',
    doc_seria: 'FA',
    registration_place: KYIV_PLACE_ID,
    customer_external_id: null,
    eua_user_id: null,
    dont_have_code: false,
    code: VALID_INN,
    state_number: 'AA1234AA',
    body_number: 'WVWZZZ1KZAW000001',
    year: 2016,
    engineVolume: 1598,
    electricMotorPower: null,
    grossWeight: 1790,
    curbWeight: 1270,
    seatingCapacity: 5,
    autoMaker: 'Volkswagen',
    autoModel: 'Golf',
    model_id: 1001,
    auto_maker_id: 1,
    sourceInfo: 'shop.example.com',
    ...overrides,
  };
}

export function camelDraft(today: IsoDate, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tariffId: CAR_EUROPE_MONTH.tariff,
    period: 'ONE_MONTH',
    inn: VALID_INN,
    email: 'taras.koval@example.com',
    phone: '+380671112233',
    firstName: 'Taras',
    lastName: 'Koval',
    middleName: 'Ivanovych',
    address: 'Khreshchatyk St 1, apt 5, Kyiv',
    birthday: formatDate(VALID_BIRTHDAY),
    dateFrom: addDays(today, 5),
    autoType: 'A',
    coverageArea: 'EUROPE',
    orderId: 4821937465,
    dontHaveInn: false,
    foreignPhone: false,
    autoNumber: 'АА1234АА',
    autoBodyNumber: 'WVWZZZ1KZAW000001',
    year: '2016',
    engineVolume: 1598,
    electricMotorPower: null,
    grossWeight: 1790,
    curbWeight: 1270,
    seatingCapacity: 5,
    autoMaker: 'Volkswagen',
    autoModel: 'Golf',
    documentType: 'DRIVING_LICENSE',
    passportNumber: '654321',
    passportFrom: '8041',
    passportDate: '2019-03-01',
    passportSeries: 'KXA',
    registrationPlace: KYIV_PLACE_ID,
    modelId: 1001,
    autoMakerId: 1,
    ...overrides,
  };
}

export interface Created {
  id: number;
  number: string;
}

export async function createDraft(t: TestSandbox, overrides: Record<string, unknown> = {}): Promise<Created> {
  const today = t.clock.now().toISOString().slice(0, 10);
  const answer = await t.post('/green/save/draft', snakeDraft(today, overrides));
  if (answer.status !== 200) throw new Error(`draft: ${answer.status} ${answer.text}`);
  return answer.body.data as Created;
}

export async function createRequest(t: TestSandbox, overrides: Record<string, unknown> = {}): Promise<Created> {
  const draft = await createDraft(t, overrides);
  const answer = await t.put('/green/change/status', { contract_id: draft.id, state: 'REQUEST' });
  if (answer.status !== 200) throw new Error(`status: ${answer.status} ${answer.text}`);
  return draft;
}

export async function latestCode(t: TestSandbox, contractId: number, kind = 'contract'): Promise<string> {
  const outbox = await t.get(`/sandbox/outbox.json?contract_id=${contractId}`, { token: null });
  const message = (outbox.body.data as Array<{ kind: string; code: string }>).find((m) => m.kind === kind);
  if (!message) throw new Error(`no ${kind} message for contract ${contractId}`);
  return message.code;
}

export async function createSigned(t: TestSandbox, overrides: Record<string, unknown> = {}): Promise<Created> {
  const contract = await createRequest(t, overrides);
  const sent = await t.get(`/sendCode?contract_id=${contract.id}`);
  if (sent.status !== 200) throw new Error(`sendCode: ${sent.status} ${sent.text}`);
  const checked = await t.post('/checkCode', { code: await latestCode(t, contract.id), contract_id: contract.id });
  if (checked.body.data !== 'OK') throw new Error(`checkCode: ${checked.status} ${checked.text}`);
  return contract;
}

/** Reserves loyalty points for a contract the way the shop does: the order sends a secret, the secret confirms it. */
export async function reservePoints(
  t: TestSandbox,
  customerId: string,
  contractId: number,
  paidByPoints: number,
): Promise<{ reserved: number; amountToPay: number; cancelledPayments: number }> {
  const order = { customer_id: customerId, contract_id: contractId, paidByPoints };
  const sent = await t.post('/loyalty/order', order);
  if (sent.body.errorCode !== 'AUTH_FAILED_SECRET_REQUIRED')
    throw new Error(`loyalty order: ${sent.status} ${sent.text}`);
  const confirmed = await t.post('/loyalty/order', { ...order, secret: await latestCode(t, contractId, 'loyalty') });
  if (confirmed.status !== 200 || confirmed.body.errorCode !== undefined)
    throw new Error(`loyalty secret: ${confirmed.status} ${confirmed.text}`);
  return confirmed.body.data;
}

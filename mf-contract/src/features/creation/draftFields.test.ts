import type { Phone } from '@greencard/domain';
import type { DraftInput } from './DraftInput';
import { buildCamelDraft, buildDraft, buildSnakeDraft } from './draftFields';
import { completeDraftInput } from '../../testing/draftInput';

// The exact field lists of rules §3 (and docs/insurer-api.md "Draft payload").
const SNAKE_FIELDS = [
  'tariff_id',
  'period',
  'email',
  'phone',
  'name_first',
  'name_last',
  'name_middle',
  'address',
  'birth_date',
  'date_from',
  'vehicle_type',
  'coverage_area',
  'shop_order_number',
  'insurance_type',
  'foreign_operator',
  'doc_type',
  'doc_number',
  'doc_issued_by',
  'doc_date',
  'doc_seria',
  'doc_record',
  'registration_place',
  'customer_external_id',
  'eua_user_id',
  'dont_have_code',
  'code',
  'state_number',
  'body_number',
  'year',
  'engineVolume',
  'electricMotorPower',
  'grossWeight',
  'curbWeight',
  'seatingCapacity',
  'autoMaker',
  'autoModel',
  'model_id',
  'auto_maker_id',
  'sourceInfo',
];
const CAMEL_FIELDS = [
  'tariffId',
  'period',
  'inn',
  'email',
  'phone',
  'firstName',
  'lastName',
  'middleName',
  'address',
  'birthday',
  'dateFrom',
  'autoType',
  'coverageArea',
  'orderId',
  'dontHaveInn',
  'foreignPhone',
  'autoNumber',
  'autoBodyNumber',
  'year',
  'engineVolume',
  'electricMotorPower',
  'grossWeight',
  'curbWeight',
  'seatingCapacity',
  'autoMaker',
  'autoModel',
  'documentType',
  'passportNumber',
  'passportFrom',
  'passportDate',
  'passportSeries',
  'passportRecord',
  'registrationPlace',
  'modelId',
  'autoMakerId',
  'customerExternalId',
  'euaUserId',
];

const sorted = (keys: string[]) => [...keys].sort();

function withChanges(change: (input: DraftInput) => void): DraftInput {
  const input = completeDraftInput();
  change(input);
  return input;
}

describe('buildSnakeDraft (second reading)', () => {
  it('sends exactly the spec fields for a complete draft', () => {
    expect(sorted(Object.keys(buildSnakeDraft(completeDraftInput())))).toEqual(sorted(SNAKE_FIELDS));
  });

  it('maps every value', () => {
    expect(buildSnakeDraft(completeDraftInput())).toEqual({
      tariff_id: 7,
      period: 'ONE_MONTH',
      email: 'taras@example.com',
      phone: '+380671234567',
      name_first: 'Taras',
      name_last: 'Shevchenko',
      name_middle: 'Hryhorovych',
      address: 'Kyiv, Khreshchatyk St. 22',
      birth_date: '2000-01-01',
      date_from: '2024-03-11',
      vehicle_type: 'A',
      coverage_area: 'EUROPE',
      shop_order_number: 1234567890,
      insurance_type: 'auto',
      foreign_operator: false,
      doc_type: 'EXTERNAL_PASSPORT',
      doc_number: '123456',
      doc_issued_by: '8000',
      doc_date: '2020-05-05',
      doc_seria: 'FA',
      doc_record: '20000101-01234',
      registration_place: 101,
      customer_external_id: 'loyal-42',
      eua_user_id: 'eua-7',
      dont_have_code: false,
      code: '3652504575',
      state_number: 'AA1234BB',
      body_number: 'WVWZZZ1JZXW000001',
      year: 2015,
      engineVolume: 1598,
      electricMotorPower: 0,
      grossWeight: 1800,
      curbWeight: 1300,
      seatingCapacity: 5,
      autoMaker: 'Volkswagen',
      autoModel: 'Golf',
      model_id: 31,
      auto_maker_id: 3,
      sourceInfo: 'shop.example.com',
    });
  });

  it.each<[string, string]>([
    ['2024-03-12', '2024-03-11'],
    ['2024-03-01', '2024-02-29'],
    ['2025-01-01', '2024-12-31'],
  ])('date_from is the start date %s minus one day: %s', (startDate, dateFrom) => {
    expect(buildSnakeDraft(withChanges((i) => (i.startDate = startDate))).date_from).toBe(dateFrom);
  });

  it('sends code only when the person has a tax number', () => {
    const without = buildSnakeDraft(
      withChanges((i) => {
        i.dontHaveInn = true;
        delete i.inn;
      }),
    );
    expect(without).not.toHaveProperty('code');
    expect(without.dont_have_code).toBe(true);
  });

  it('marks a foreign phone', () => {
    const draft = buildSnakeDraft(withChanges((i) => (i.phone = '+48601234567' as Phone)));
    expect(draft.foreign_operator).toBe(true);
    expect(draft.phone).toBe('+48601234567');
  });
});

describe('buildCamelDraft (first reading)', () => {
  it('sends exactly the spec fields for a complete draft', () => {
    expect(sorted(Object.keys(buildCamelDraft(completeDraftInput())))).toEqual(sorted(CAMEL_FIELDS));
  });

  it('maps every value; dateFrom is the start date itself and year a string', () => {
    expect(buildCamelDraft(completeDraftInput())).toEqual({
      tariffId: 7,
      period: 'ONE_MONTH',
      inn: '3652504575',
      email: 'taras@example.com',
      phone: '+380671234567',
      firstName: 'Taras',
      lastName: 'Shevchenko',
      middleName: 'Hryhorovych',
      address: 'Kyiv, Khreshchatyk St. 22',
      birthday: '2000-01-01',
      dateFrom: '2024-03-12',
      autoType: 'A',
      coverageArea: 'EUROPE',
      orderId: 1234567890,
      dontHaveInn: false,
      foreignPhone: false,
      autoNumber: 'AA1234BB',
      autoBodyNumber: 'WVWZZZ1JZXW000001',
      year: '2015',
      engineVolume: 1598,
      electricMotorPower: 0,
      grossWeight: 1800,
      curbWeight: 1300,
      seatingCapacity: 5,
      autoMaker: 'Volkswagen',
      autoModel: 'Golf',
      documentType: 'EXTERNAL_PASSPORT',
      passportNumber: '123456',
      passportFrom: '8000',
      passportDate: '2020-05-05',
      passportSeries: 'FA',
      passportRecord: '20000101-01234',
      registrationPlace: 101,
      modelId: 31,
      autoMakerId: 3,
      customerExternalId: 'loyal-42',
      euaUserId: 'eua-7',
    });
  });

  it('sends an empty inn when the person has none', () => {
    const draft = buildCamelDraft(
      withChanges((i) => {
        i.dontHaveInn = true;
        delete i.inn;
      }),
    );
    expect(draft.inn).toBe('');
    expect(draft.dontHaveInn).toBe(true);
  });
});

describe('optional and empty fields are left out of both readings', () => {
  const sparse = withChanges((input) => {
    input.documentType = 'DRIVING_LICENSE';
    input.documentSeries = 'ABC';
    input.documentIssuedBy = '';
    delete input.documentRecord;
    input.bodyNumber = 'AB12345';
    input.year = 2001;
    input.maker = { name: 'Lada' };
    input.model = { name: '2107 custom' };
    for (const figure of [
      'engineVolume',
      'electricMotorPower',
      'grossWeight',
      'curbWeight',
      'seatingCapacity',
    ] as const) {
      delete input[figure];
    }
    delete input.customerExternalId;
    delete input.euaUserId;
  });

  it.each<[string, string[]]>([
    [
      'snake',
      [
        'doc_issued_by',
        'doc_record',
        'customer_external_id',
        'eua_user_id',
        'engineVolume',
        'electricMotorPower',
        'grossWeight',
        'curbWeight',
        'seatingCapacity',
        'model_id',
        'auto_maker_id',
      ],
    ],
    [
      'camel',
      [
        'passportFrom',
        'passportRecord',
        'customerExternalId',
        'euaUserId',
        'engineVolume',
        'electricMotorPower',
        'grossWeight',
        'curbWeight',
        'seatingCapacity',
        'modelId',
        'autoMakerId',
      ],
    ],
  ])('%s', (dialect, missing) => {
    const draft = buildDraft(sparse, dialect === 'camel' ? 'camel' : 'snake');
    const expected = (dialect === 'camel' ? CAMEL_FIELDS : SNAKE_FIELDS).filter((f) => !missing.includes(f));
    expect(sorted(Object.keys(draft))).toEqual(sorted(expected));
  });
});

describe('buildDraft', () => {
  it('chooses the reading', () => {
    const input = completeDraftInput();
    expect(buildDraft(input, 'snake')).toEqual(buildSnakeDraft(input));
    expect(buildDraft(input, 'camel')).toEqual(buildCamelDraft(input));
  });

  it('rejects a start date that is no date rather than sending nonsense', () => {
    expect(() => buildSnakeDraft(withChanges((i) => (i.startDate = '12.03.2024')))).toThrow(RangeError);
  });
});

// The draft payload in both readings of docs/insurer-api.md (snake case, the shop's default, and camel case),
// checked with superstruct and turned into one Draft. Field errors always name the wire field of the reading used.
// Every text field has a maximum length (insurer/fieldLimits.ts), in both readings.
import {
  addDays,
  AREAS,
  DRAFT_DOCUMENT_TYPES,
  PERIODS,
  toIsoDate,
  VEHICLE_TYPES,
  type Area,
  type DocumentType,
  type Period,
  type VehicleType,
} from '../insurer';
import { boolean, literal, nullable, optional, string, type Infer, type Struct } from 'superstruct';
import { fieldError } from '../http/errors';
import { atMost, check, convert, Id, oneOf, shape, Text, TextOrNumber } from '../http/validate';
import { MAX_LENGTH } from '../insurer';

export type Dialect = 'snake' | 'camel';

/** Required text of at most `max` characters. */
const TextUpTo = (max: number) => atMost(Text, max);
/** Text that may be missing, null or empty (empty passport fields are left out or sent empty), at most `max` characters. */
const OptionalText = (max: number) =>
  optional(
    nullable(
      atMost(
        convert(string(), (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v)),
        max,
      ),
    ),
  );
/** A number or digits as text; the rules check its range. */
const OptionalNumber = OptionalText(MAX_LENGTH.vehicleFigure);
const Year = atMost(TextOrNumber, MAX_LENGTH.year);
const Flag = optional(nullable(convert(boolean(), (v) => (typeof v === 'string' ? v === 'true' || v === '1' : v))));
const Period_ = oneOf(PERIODS.map((o) => o.value));
const Type_ = oneOf(VEHICLE_TYPES.map((o) => o.value));
const Area_ = oneOf(AREAS.map((o) => o.value));
const DocType_ = oneOf(DRAFT_DOCUMENT_TYPES.map((o) => o.value));
const OrderNumber = OptionalText(MAX_LENGTH.shopOrderNumber);
const L = MAX_LENGTH;

/** A check of any value: the table below holds checks of every value type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;

/**
 * Every field of the draft, once: how it is checked and its wire name in each reading (null where that reading has
 * no such field). Both readings' shapes, their error names and the reading into one Draft derive from this table.
 */
const FIELDS = {
  tariffId: { snake: 'tariff_id', camel: 'tariffId', struct: Id },
  period: { snake: 'period', camel: 'period', struct: Period_ },
  vehicleType: { snake: 'vehicle_type', camel: 'autoType', struct: Type_ },
  area: { snake: 'coverage_area', camel: 'coverageArea', struct: Area_ },
  email: { snake: 'email', camel: 'email', struct: TextUpTo(L.email) },
  phone: { snake: 'phone', camel: 'phone', struct: TextUpTo(L.phone) },
  foreignPhone: { snake: 'foreign_operator', camel: 'foreignPhone', struct: Flag },
  firstName: { snake: 'name_first', camel: 'firstName', struct: TextUpTo(L.name) },
  lastName: { snake: 'name_last', camel: 'lastName', struct: TextUpTo(L.name) },
  middleName: { snake: 'name_middle', camel: 'middleName', struct: OptionalText(L.name) },
  address: { snake: 'address', camel: 'address', struct: TextUpTo(L.address) },
  birthday: { snake: 'birth_date', camel: 'birthday', struct: TextUpTo(L.date) },
  startDate: { snake: 'date_from', camel: 'dateFrom', struct: TextUpTo(L.date) },
  shopOrderNumber: { snake: 'shop_order_number', camel: 'orderId', struct: OrderNumber },
  insuranceType: { snake: 'insurance_type', camel: null, struct: optional(literal('auto')) },
  documentType: { snake: 'doc_type', camel: 'documentType', struct: DocType_ },
  documentSeries: { snake: 'doc_seria', camel: 'passportSeries', struct: OptionalText(L.documentSeries) },
  documentNumber: { snake: 'doc_number', camel: 'passportNumber', struct: OptionalText(L.documentNumber) },
  documentIssuedBy: { snake: 'doc_issued_by', camel: 'passportFrom', struct: OptionalText(L.documentIssuedBy) },
  documentDate: { snake: 'doc_date', camel: 'passportDate', struct: OptionalText(L.date) },
  documentRecord: { snake: 'doc_record', camel: 'passportRecord', struct: OptionalText(L.documentRecord) },
  registrationPlace: { snake: 'registration_place', camel: 'registrationPlace', struct: Id },
  customerExternalId: {
    snake: 'customer_external_id',
    camel: 'customerExternalId',
    struct: OptionalText(L.externalId),
  },
  euaUserId: { snake: 'eua_user_id', camel: 'euaUserId', struct: OptionalText(L.externalId) },
  dontHaveInn: { snake: 'dont_have_code', camel: 'dontHaveInn', struct: Flag },
  inn: { snake: 'code', camel: 'inn', struct: OptionalText(L.taxNumber) },
  stateNumber: { snake: 'state_number', camel: 'autoNumber', struct: TextUpTo(L.stateNumber) },
  // Optional: the shop's form has an 'unknown' option for it (docs/insurer-api.md).
  bodyNumber: { snake: 'body_number', camel: 'autoBodyNumber', struct: OptionalText(L.bodyNumber) },
  year: { snake: 'year', camel: 'year', struct: Year },
  engineVolume: { snake: 'engineVolume', camel: 'engineVolume', struct: OptionalNumber },
  electricMotorPower: { snake: 'electricMotorPower', camel: 'electricMotorPower', struct: OptionalNumber },
  grossWeight: { snake: 'grossWeight', camel: 'grossWeight', struct: OptionalNumber },
  curbWeight: { snake: 'curbWeight', camel: 'curbWeight', struct: OptionalNumber },
  seatingCapacity: { snake: 'seatingCapacity', camel: 'seatingCapacity', struct: OptionalNumber },
  autoMaker: { snake: 'autoMaker', camel: 'autoMaker', struct: OptionalText(L.autoMaker) },
  autoModel: { snake: 'autoModel', camel: 'autoModel', struct: OptionalText(L.autoModel) },
  modelId: { snake: 'model_id', camel: 'modelId', struct: optional(nullable(Id)) },
  autoMakerId: { snake: 'auto_maker_id', camel: 'autoMakerId', struct: optional(nullable(Id)) },
  sourceInfo: { snake: 'sourceInfo', camel: null, struct: OptionalText(L.sourceInfo) },
} as const satisfies Record<string, { snake: string | null; camel: string | null; struct: AnyStruct }>;

type Field = keyof typeof FIELDS;
type Value<F extends Field> = Infer<(typeof FIELDS)[F]['struct']>;

const FIELD_NAMES = Object.keys(FIELDS) as Field[];

/** The shape of one reading: its wire names, each with its field's check. */
function readingShape(dialect: Dialect) {
  const entries = FIELD_NAMES.flatMap((field) => {
    const { struct, [dialect]: name } = FIELDS[field];
    return name === null ? [] : [[name, struct] as const];
  });
  return shape(Object.fromEntries(entries) as Record<string, AnyStruct>);
}

const SHAPES: Readonly<Record<Dialect, ReturnType<typeof readingShape>>> = {
  snake: readingShape('snake'),
  camel: readingShape('camel'),
};

/** The draft as the sandbox keeps it, whichever reading it came in. */
export interface Draft {
  dialect: Dialect;
  tariffId: number;
  period: Period;
  vehicleType: VehicleType;
  area: Area;
  email: string;
  phone: string;
  foreignPhone: boolean | null;
  firstName: string;
  lastName: string;
  middleName: string | null;
  address: string;
  birthday: string;
  /** The first day of cover as the buyer entered it (snake case sends it minus one day). */
  startDate: string | null;
  shopOrderNumber: string | null;
  document: {
    type: DocumentType;
    series: string | null;
    number: string | null;
    issuedBy: string | null;
    date: string | null;
    record: string | null;
  };
  registrationPlace: number;
  customerExternalId: string | null;
  euaUserId: string | null;
  dontHaveInn: boolean;
  inn: string | null;
  vehicle: {
    stateNumber: string;
    /** Null when the buyer does not know it. */
    bodyNumber: string | null;
    year: string;
    engineVolume: string | null;
    electricMotorPower: string | null;
    grossWeight: string | null;
    curbWeight: string | null;
    seatingCapacity: string | null;
    autoMaker: string | null;
    autoModel: string | null;
    modelId: number | null;
    autoMakerId: number | null;
  };
  sourceInfo: string | null;
}

/** The fields the draft rules check, which their error messages name. */
const RULE_FIELDS = [
  'tariffId',
  'period',
  'vehicleType',
  'area',
  'email',
  'phone',
  'firstName',
  'lastName',
  'middleName',
  'address',
  'birthday',
  'startDate',
  'shopOrderNumber',
  'documentType',
  'documentSeries',
  'documentNumber',
  'documentIssuedBy',
  'documentDate',
  'documentRecord',
  'registrationPlace',
  'inn',
  'stateNumber',
  'bodyNumber',
  'year',
  'engineVolume',
  'electricMotorPower',
  'grossWeight',
  'curbWeight',
  'seatingCapacity',
  'autoMaker',
  'autoModel',
] as const satisfies readonly Field[];

export type DraftField = (typeof RULE_FIELDS)[number];

const wireNames = (dialect: 'snake' | 'camel'): Readonly<Record<DraftField, string>> =>
  Object.fromEntries(RULE_FIELDS.map((field) => [field, FIELDS[field][dialect]])) as Record<DraftField, string>;

/** The wire name of each draft field in each reading, for error messages. */
export const WIRE_NAMES: Readonly<Record<Dialect, Readonly<Record<DraftField, string>>>> = {
  snake: wireNames('snake'),
  camel: wireNames('camel'),
};

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Which reading a body is: the tariff field's spelling decides. */
function detectDialect(body: unknown): Dialect {
  if (body !== null && typeof body === 'object') {
    if ('tariff_id' in body) return 'snake';
    if ('tariffId' in body) return 'camel';
  }
  throw fieldError('tariff_id', 'is required (or tariffId in the camel-case reading)');
}

/** One reading's values by field; a field the reading does not have reads as missing. */
function readerOf(dialect: Dialect, payload: Record<string, unknown>) {
  return <F extends Field>(field: F): Value<F> | undefined => {
    const name = FIELDS[field][dialect];
    return name === null ? undefined : (payload[name] as Value<F>);
  };
}

function toDraft(dialect: Dialect, payload: Record<string, unknown>): Draft {
  const read = readerOf(dialect, payload);
  const text = (field: Field) => blankToNull(read(field) as string | null | undefined);
  const dateFrom = toIsoDate(read('startDate') ?? '');
  return {
    dialect,
    tariffId: read('tariffId')!,
    period: read('period')!,
    vehicleType: read('vehicleType')!,
    area: read('area')!,
    email: read('email')!,
    phone: read('phone')!,
    foreignPhone: read('foreignPhone') ?? null,
    firstName: read('firstName')!,
    lastName: read('lastName')!,
    middleName: text('middleName'),
    address: read('address')!,
    birthday: read('birthday')!,
    // Snake case sends date_from as the entered start date minus one day (docs/insurer-api.md).
    startDate: dateFrom === null ? null : dialect === 'snake' ? addDays(dateFrom, 1) : dateFrom,
    shopOrderNumber: text('shopOrderNumber'),
    document: {
      type: read('documentType')!,
      series: text('documentSeries'),
      number: text('documentNumber'),
      issuedBy: text('documentIssuedBy'),
      date: text('documentDate'),
      record: text('documentRecord'),
    },
    registrationPlace: read('registrationPlace')!,
    customerExternalId: text('customerExternalId'),
    euaUserId: text('euaUserId'),
    dontHaveInn: read('dontHaveInn') ?? false,
    inn: text('inn'),
    vehicle: {
      stateNumber: read('stateNumber')!,
      bodyNumber: text('bodyNumber'),
      year: read('year')!,
      engineVolume: text('engineVolume'),
      electricMotorPower: text('electricMotorPower'),
      grossWeight: text('grossWeight'),
      curbWeight: text('curbWeight'),
      seatingCapacity: text('seatingCapacity'),
      autoMaker: text('autoMaker'),
      autoModel: text('autoModel'),
      modelId: read('modelId') ?? null,
      autoMakerId: read('autoMakerId') ?? null,
    },
    sourceInfo: text('sourceInfo'),
  };
}

/** Checks the shape of either reading and returns the one Draft; 400 naming the wire fields otherwise. */
export function parseDraft(body: unknown): Draft {
  const dialect = detectDialect(body);
  return toDraft(dialect, check(body, SHAPES[dialect]) as Record<string, unknown>);
}

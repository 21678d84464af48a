// The draft payload in both readings of docs/insurer-api.md (snake case, the shop's default, and camel case),
// checked with superstruct and turned into one Draft. Field errors always name the wire field of the reading used.
// Every text field has a maximum length (fieldLimits.ts), in both readings.
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
import { boolean, literal, nullable, optional, string, type Infer } from 'superstruct';
import { fieldError } from '../http/errors';
import { atMost, check, convert, Id, oneOf, shape, Text, TextOrNumber } from '../http/validate';
import { MAX_LENGTH } from './fieldLimits';

export type Dialect = 'snake' | 'camel';

/** Required text of at most `max` characters. */
const TextUpTo = (max: number) => atMost(Text, max);
/** Text that may be missing, null or empty (empty passport fields are left out or sent empty), at most `max` characters. */
const OptionalText = (max: number) =>
  optional(nullable(atMost(convert(string(), (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v)), max)));
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

export const SnakeDraft = shape({
  tariff_id: Id,
  period: Period_,
  email: TextUpTo(L.email),
  phone: TextUpTo(L.phone),
  name_first: TextUpTo(L.name),
  name_last: TextUpTo(L.name),
  name_middle: OptionalText(L.name),
  address: TextUpTo(L.address),
  birth_date: TextUpTo(L.date),
  date_from: TextUpTo(L.date),
  vehicle_type: Type_,
  coverage_area: Area_,
  shop_order_number: OrderNumber,
  insurance_type: optional(literal('auto')),
  foreign_operator: Flag,
  doc_type: DocType_,
  doc_number: OptionalText(L.documentNumber),
  doc_issued_by: OptionalText(L.documentIssuedBy),
  doc_date: OptionalText(L.date),
  doc_seria: OptionalText(L.documentSeries),
  doc_record: OptionalText(L.documentRecord),
  registration_place: Id,
  customer_external_id: OptionalText(L.externalId),
  eua_user_id: OptionalText(L.externalId),
  dont_have_code: Flag,
  code: OptionalText(L.taxNumber),
  state_number: TextUpTo(L.stateNumber),
  body_number: TextUpTo(L.bodyNumber),
  year: Year,
  engineVolume: OptionalNumber,
  electricMotorPower: OptionalNumber,
  grossWeight: OptionalNumber,
  curbWeight: OptionalNumber,
  seatingCapacity: OptionalNumber,
  autoMaker: OptionalText(L.autoMaker),
  autoModel: OptionalText(L.autoModel),
  model_id: optional(nullable(Id)),
  auto_maker_id: optional(nullable(Id)),
  sourceInfo: OptionalText(L.sourceInfo),
});

export const CamelDraft = shape({
  tariffId: Id,
  period: Period_,
  inn: OptionalText(L.taxNumber),
  email: TextUpTo(L.email),
  phone: TextUpTo(L.phone),
  firstName: TextUpTo(L.name),
  lastName: TextUpTo(L.name),
  middleName: OptionalText(L.name),
  address: TextUpTo(L.address),
  birthday: TextUpTo(L.date),
  dateFrom: TextUpTo(L.date),
  autoType: Type_,
  coverageArea: Area_,
  orderId: OrderNumber,
  dontHaveInn: Flag,
  foreignPhone: Flag,
  autoNumber: TextUpTo(L.stateNumber),
  autoBodyNumber: TextUpTo(L.bodyNumber),
  year: Year,
  engineVolume: OptionalNumber,
  electricMotorPower: OptionalNumber,
  grossWeight: OptionalNumber,
  curbWeight: OptionalNumber,
  seatingCapacity: OptionalNumber,
  autoMaker: OptionalText(L.autoMaker),
  autoModel: OptionalText(L.autoModel),
  documentType: DocType_,
  passportNumber: OptionalText(L.documentNumber),
  passportFrom: OptionalText(L.documentIssuedBy),
  passportDate: OptionalText(L.date),
  passportSeries: OptionalText(L.documentSeries),
  passportRecord: OptionalText(L.documentRecord),
  registrationPlace: Id,
  modelId: optional(nullable(Id)),
  autoMakerId: optional(nullable(Id)),
  customerExternalId: OptionalText(L.externalId),
  euaUserId: OptionalText(L.externalId),
});

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
    bodyNumber: string;
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

export type DraftField =
  | 'tariffId' | 'period' | 'vehicleType' | 'area' | 'email' | 'phone' | 'firstName' | 'lastName' | 'middleName'
  | 'address' | 'birthday' | 'startDate' | 'shopOrderNumber' | 'documentType' | 'documentSeries'
  | 'documentNumber' | 'documentIssuedBy' | 'documentDate' | 'documentRecord' | 'registrationPlace' | 'inn'
  | 'stateNumber' | 'bodyNumber' | 'year' | 'engineVolume' | 'electricMotorPower' | 'grossWeight' | 'curbWeight'
  | 'seatingCapacity';

/** The wire name of each draft field in each reading, for error messages. */
export const WIRE_NAMES: Readonly<Record<Dialect, Readonly<Record<DraftField, string>>>> = {
  snake: {
    tariffId: 'tariff_id', period: 'period', vehicleType: 'vehicle_type', area: 'coverage_area', email: 'email',
    phone: 'phone', firstName: 'name_first', lastName: 'name_last', middleName: 'name_middle', address: 'address',
    birthday: 'birth_date', startDate: 'date_from', shopOrderNumber: 'shop_order_number', documentType: 'doc_type',
    documentSeries: 'doc_seria', documentNumber: 'doc_number', documentIssuedBy: 'doc_issued_by',
    documentDate: 'doc_date', documentRecord: 'doc_record', registrationPlace: 'registration_place', inn: 'code',
    stateNumber: 'state_number', bodyNumber: 'body_number', year: 'year', engineVolume: 'engineVolume',
    electricMotorPower: 'electricMotorPower', grossWeight: 'grossWeight', curbWeight: 'curbWeight',
    seatingCapacity: 'seatingCapacity',
  },
  camel: {
    tariffId: 'tariffId', period: 'period', vehicleType: 'autoType', area: 'coverageArea', email: 'email',
    phone: 'phone', firstName: 'firstName', lastName: 'lastName', middleName: 'middleName', address: 'address',
    birthday: 'birthday', startDate: 'dateFrom', shopOrderNumber: 'orderId', documentType: 'documentType',
    documentSeries: 'passportSeries', documentNumber: 'passportNumber', documentIssuedBy: 'passportFrom',
    documentDate: 'passportDate', documentRecord: 'passportRecord', registrationPlace: 'registrationPlace',
    inn: 'inn', stateNumber: 'autoNumber', bodyNumber: 'autoBodyNumber', year: 'year', engineVolume: 'engineVolume',
    electricMotorPower: 'electricMotorPower', grossWeight: 'grossWeight', curbWeight: 'curbWeight',
    seatingCapacity: 'seatingCapacity',
  },
};

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Which reading a body is: the tariff field's spelling decides. */
export function detectDialect(body: unknown): Dialect {
  if (body !== null && typeof body === 'object') {
    if ('tariff_id' in body) return 'snake';
    if ('tariffId' in body) return 'camel';
  }
  throw fieldError('tariff_id', 'is required (or tariffId in the camel-case reading)');
}

function fromSnake(p: Infer<typeof SnakeDraft>): Draft {
  const dateFrom = toIsoDate(p.date_from);
  return {
    dialect: 'snake',
    tariffId: p.tariff_id,
    period: p.period,
    vehicleType: p.vehicle_type,
    area: p.coverage_area,
    email: p.email,
    phone: p.phone,
    foreignPhone: p.foreign_operator ?? null,
    firstName: p.name_first,
    lastName: p.name_last,
    middleName: blankToNull(p.name_middle),
    address: p.address,
    birthday: p.birth_date,
    // Snake case sends date_from as the entered start date minus one day (docs/insurer-api.md).
    startDate: dateFrom === null ? null : addDays(dateFrom, 1),
    shopOrderNumber: blankToNull(p.shop_order_number),
    document: {
      type: p.doc_type,
      series: blankToNull(p.doc_seria),
      number: blankToNull(p.doc_number),
      issuedBy: blankToNull(p.doc_issued_by),
      date: blankToNull(p.doc_date),
      record: blankToNull(p.doc_record),
    },
    registrationPlace: p.registration_place,
    customerExternalId: blankToNull(p.customer_external_id),
    euaUserId: blankToNull(p.eua_user_id),
    dontHaveInn: p.dont_have_code ?? false,
    inn: blankToNull(p.code),
    vehicle: {
      stateNumber: p.state_number,
      bodyNumber: p.body_number,
      year: p.year,
      engineVolume: blankToNull(p.engineVolume),
      electricMotorPower: blankToNull(p.electricMotorPower),
      grossWeight: blankToNull(p.grossWeight),
      curbWeight: blankToNull(p.curbWeight),
      seatingCapacity: blankToNull(p.seatingCapacity),
      autoMaker: blankToNull(p.autoMaker),
      autoModel: blankToNull(p.autoModel),
      modelId: p.model_id ?? null,
      autoMakerId: p.auto_maker_id ?? null,
    },
    sourceInfo: blankToNull(p.sourceInfo),
  };
}

function fromCamel(p: Infer<typeof CamelDraft>): Draft {
  return {
    dialect: 'camel',
    tariffId: p.tariffId,
    period: p.period,
    vehicleType: p.autoType,
    area: p.coverageArea,
    email: p.email,
    phone: p.phone,
    foreignPhone: p.foreignPhone ?? null,
    firstName: p.firstName,
    lastName: p.lastName,
    middleName: blankToNull(p.middleName),
    address: p.address,
    birthday: p.birthday,
    startDate: toIsoDate(p.dateFrom),
    shopOrderNumber: blankToNull(p.orderId),
    document: {
      type: p.documentType,
      series: blankToNull(p.passportSeries),
      number: blankToNull(p.passportNumber),
      issuedBy: blankToNull(p.passportFrom),
      date: blankToNull(p.passportDate),
      record: blankToNull(p.passportRecord),
    },
    registrationPlace: p.registrationPlace,
    customerExternalId: blankToNull(p.customerExternalId),
    euaUserId: blankToNull(p.euaUserId),
    dontHaveInn: p.dontHaveInn ?? false,
    inn: blankToNull(p.inn),
    vehicle: {
      stateNumber: p.autoNumber,
      bodyNumber: p.autoBodyNumber,
      year: p.year,
      engineVolume: blankToNull(p.engineVolume),
      electricMotorPower: blankToNull(p.electricMotorPower),
      grossWeight: blankToNull(p.grossWeight),
      curbWeight: blankToNull(p.curbWeight),
      seatingCapacity: blankToNull(p.seatingCapacity),
      autoMaker: blankToNull(p.autoMaker),
      autoModel: blankToNull(p.autoModel),
      modelId: p.modelId ?? null,
      autoMakerId: p.autoMakerId ?? null,
    },
    sourceInfo: null,
  };
}

/** Checks the shape of either reading and returns the one Draft; 400 naming the wire fields otherwise. */
export function parseDraft(body: unknown): Draft {
  const dialect = detectDialect(body);
  return dialect === 'snake' ? fromSnake(check(body, SnakeDraft)) : fromCamel(check(body, CamelDraft));
}

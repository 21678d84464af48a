// The draft's fields, once: the value each sends, worked out from the input, and its name in each reading (null where
// that reading has no such field). The insurer's spellings live here and in wireDrafts.ts only; both readings are
// spelled from this one table, so a new field is one row here (and its type in wireDrafts.ts).
import { type IsoDate } from '@greencard/domain';
import { addDays } from '../calendar/calendar';
import { isForeignPhone } from '../rules/phone';
import type { DraftDialect } from '@greencard/api';
import type { DraftInput } from './DraftInput';
import type { CamelDraft, DraftPayload, SnakeDraft } from './wireDrafts';

/** Every value the draft sends, in the input's names; the input's values are clean already (DraftInput). */
function draftValues(input: DraftInput) {
  const { city, maker, model, ...fields } = input;
  return {
    ...fields,
    foreignPhone: isForeignPhone(input.phone),
    insuranceType: 'auto',
    city: city.id,
    maker: maker.name,
    makerId: maker.id,
    model: model.name,
    modelId: model.id,
  };
}

type DraftValues = ReturnType<typeof draftValues>;

interface WireField {
  /** The field's name in each reading, checked against its wire type. */
  snake: keyof SnakeDraft | null;
  camel: keyof CamelDraft | null;
  /** Left out of that reading when it carries no value (empty passport fields, absent ids and figures). */
  optionalIn?: readonly DraftDialect[];
  /** How a reading spells the value, when not as it is. */
  spell?: Partial<Record<DraftDialect, (value: never) => unknown>>;
}

const BOTH: readonly DraftDialect[] = ['snake', 'camel'];

const FIELDS: Readonly<Record<keyof DraftValues, WireField>> = {
  tariffId: { snake: 'tariff_id', camel: 'tariffId' },
  period: { snake: 'period', camel: 'period' },
  email: { snake: 'email', camel: 'email' },
  phone: { snake: 'phone', camel: 'phone' },
  foreignPhone: { snake: 'foreign_operator', camel: 'foreignPhone' },
  name: { snake: 'name_first', camel: 'firstName' },
  surname: { snake: 'name_last', camel: 'lastName' },
  patronymic: { snake: 'name_middle', camel: 'middleName' },
  address: { snake: 'address', camel: 'address' },
  birthday: { snake: 'birth_date', camel: 'birthday' },
  // The insurer counts cover from the day after date_from (rules D7); the camel reading sends the day itself.
  startDate: { snake: 'date_from', camel: 'dateFrom', spell: { snake: (date: IsoDate) => addDays(date, -1) } },
  vehicleType: { snake: 'vehicle_type', camel: 'autoType' },
  area: { snake: 'coverage_area', camel: 'coverageArea' },
  shopOrderNumber: { snake: 'shop_order_number', camel: 'orderId' },
  insuranceType: { snake: 'insurance_type', camel: null },
  documentType: { snake: 'doc_type', camel: 'documentType' },
  documentNumber: { snake: 'doc_number', camel: 'passportNumber', optionalIn: BOTH },
  documentIssuedBy: { snake: 'doc_issued_by', camel: 'passportFrom', optionalIn: BOTH },
  documentDate: { snake: 'doc_date', camel: 'passportDate', optionalIn: BOTH },
  documentSeries: { snake: 'doc_seria', camel: 'passportSeries', optionalIn: BOTH },
  documentRecord: { snake: 'doc_record', camel: 'passportRecord', optionalIn: BOTH },
  city: { snake: 'registration_place', camel: 'registrationPlace' },
  customerExternalId: { snake: 'customer_external_id', camel: 'customerExternalId', optionalIn: BOTH },
  euaUserId: { snake: 'eua_user_id', camel: 'euaUserId', optionalIn: BOTH },
  dontHaveInn: { snake: 'dont_have_code', camel: 'dontHaveInn' },
  // The camel reading always names the tax number; without one it is empty and dontHaveInn says why.
  inn: { snake: 'code', camel: 'inn', optionalIn: ['snake'], spell: { camel: (inn: string | undefined) => inn ?? '' } },
  stateNumber: { snake: 'state_number', camel: 'autoNumber' },
  bodyNumber: { snake: 'body_number', camel: 'autoBodyNumber' },
  year: { snake: 'year', camel: 'year', spell: { camel: (year: number) => String(year) } },
  engineVolume: { snake: 'engineVolume', camel: 'engineVolume', optionalIn: BOTH },
  electricMotorPower: { snake: 'electricMotorPower', camel: 'electricMotorPower', optionalIn: BOTH },
  grossWeight: { snake: 'grossWeight', camel: 'grossWeight', optionalIn: BOTH },
  curbWeight: { snake: 'curbWeight', camel: 'curbWeight', optionalIn: BOTH },
  seatingCapacity: { snake: 'seatingCapacity', camel: 'seatingCapacity', optionalIn: BOTH },
  maker: { snake: 'autoMaker', camel: 'autoMaker' },
  model: { snake: 'autoModel', camel: 'autoModel' },
  modelId: { snake: 'model_id', camel: 'modelId', optionalIn: BOTH },
  makerId: { snake: 'auto_maker_id', camel: 'autoMakerId', optionalIn: BOTH },
  sourceInfo: { snake: 'sourceInfo', camel: null },
};

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The draft in the reading the insurer is configured for (rules D2). */
export function buildDraft(input: DraftInput, dialect: DraftDialect): DraftPayload {
  const values = draftValues(input);
  const payload: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(FIELDS) as [keyof DraftValues, WireField][]) {
    const name = field[dialect];
    if (name === null) continue;
    const spell = field.spell?.[dialect] as ((value: unknown) => unknown) | undefined;
    const value = spell ? spell(values[key]) : values[key];
    if (field.optionalIn?.includes(dialect) && isEmpty(value)) continue;
    payload[name] = value;
  }
  return payload as unknown as DraftPayload;
}

/** The second reading of rules §3 (snake case), the shop's default (rules D2). */
export const buildSnakeDraft = (input: DraftInput) => buildDraft(input, 'snake') as SnakeDraft;

/** The first reading of rules §3 (camel case). */
export const buildCamelDraft = (input: DraftInput) => buildDraft(input, 'camel') as CamelDraft;

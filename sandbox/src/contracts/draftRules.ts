// The insurer's checks of a draft (docs/insurer-api.md "The insurer checks"), with its own field rules (insurer/).
// Every failing field is reported at once, by its wire name.
import {
  documentFieldsRequired,
  latinAddress,
  latinName,
  plainText,
  required,
  toIsoDate,
  validateBirthday,
  validateBodyNumber,
  validateDate,
  validateDocumentNumber,
  validateDocumentRecord,
  validateDocumentSeries,
  validateEmail,
  validateInn,
  validatePhone,
  validatePositiveNumber,
  validateStartDate,
  validateStateNumber,
  validateYear,
  ORDER_NUMBER_MAX,
  ORDER_NUMBER_MIN,
  type IsoDate,
  type RuleName,
} from '../insurer';
import { badRequest, type FieldError } from '../http/errors';
import type { ProductRecord } from '../tariffs/catalogue';
import { WIRE_NAMES, type Draft, type DraftField } from './draftPayload';
import { RULE_MESSAGES } from './ruleMessages';

export interface DraftContext {
  today: IsoDate;
  product(tariffId: number): ProductRecord | undefined;
  placeExists(id: number): boolean;
}

const first = (...results: Array<RuleName | undefined>): RuleName | undefined => results.find(Boolean);

/** Returns the product the draft buys; throws 400 listing every failing field. */
export function checkDraft(draft: Draft, context: DraftContext): ProductRecord {
  const names = WIRE_NAMES[draft.dialect];
  const errors: FieldError[] = [];
  const fail = (field: DraftField, message: string): void => {
    errors.push({ field: names[field], message });
  };
  const rule = (field: DraftField, key: RuleName | undefined): void => {
    if (key) fail(field, RULE_MESSAGES[key]);
  };

  const product = context.product(draft.tariffId);
  if (!product) fail('tariffId', 'is not a tariff of this insurer');
  else {
    if (product.vehicleType !== draft.vehicleType)
      fail('vehicleType', `does not match tariff ${product.tariff} (${product.vehicleType})`);
    if (product.area !== draft.area) fail('area', `does not match tariff ${product.tariff} (${product.area})`);
    if (product.period !== draft.period) fail('period', `does not match tariff ${product.tariff} (${product.period})`);
  }

  rule('firstName', latinName(draft.firstName));
  rule('lastName', latinName(draft.lastName));
  rule('middleName', latinName(draft.middleName));
  rule('address', latinAddress(draft.address));
  rule('email', validateEmail(draft.email));
  rule('phone', validatePhone(draft.phone));

  const birthday = toIsoDate(draft.birthday);
  rule('birthday', first(validateDate(draft.birthday), validateBirthday(draft.birthday, context.today)));
  if (draft.startDate === null) rule('startDate', 'dateFormat');
  else rule('startDate', validateStartDate(draft.startDate, context.today));

  if (!draft.dontHaveInn) rule('inn', first(required(draft.inn), validateInn(draft.inn, birthday)));

  const doc = draft.document;
  const needs = documentFieldsRequired(doc.type);
  rule(
    'documentSeries',
    needs.series
      ? first(required(doc.series), validateDocumentSeries(doc.type, doc.series))
      : validateDocumentSeries(doc.type, doc.series),
  );
  rule(
    'documentNumber',
    first(needs.number ? required(doc.number) : undefined, validateDocumentNumber(doc.type, doc.number)),
  );
  rule('documentIssuedBy', first(needs.issuedBy ? required(doc.issuedBy) : undefined, plainText(doc.issuedBy)));
  const docDate = doc.date === null ? null : toIsoDate(doc.date);
  rule('documentDate', first(needs.date ? required(doc.date) : undefined, validateDate(doc.date)));
  if (docDate !== null && docDate > context.today) fail('documentDate', 'must not be in the future');
  rule('documentRecord', first(needs.record ? required(doc.record) : undefined, validateDocumentRecord(doc.record)));

  if (!context.placeExists(draft.registrationPlace)) fail('registrationPlace', 'is not a place id of GET /place');
  if (draft.shopOrderNumber !== null) {
    const n = Number(draft.shopOrderNumber);
    if (!/^\d+$/.test(draft.shopOrderNumber) || n < ORDER_NUMBER_MIN || n > ORDER_NUMBER_MAX) {
      fail('shopOrderNumber', `must be a whole number from ${ORDER_NUMBER_MIN} to ${ORDER_NUMBER_MAX}`);
    }
  }

  const v = draft.vehicle;
  rule('stateNumber', validateStateNumber(v.stateNumber));
  rule('bodyNumber', validateBodyNumber(v.bodyNumber));
  rule('year', validateYear(v.year, context.today));
  rule('autoMaker', plainText(v.autoMaker));
  rule('autoModel', plainText(v.autoModel));
  rule('engineVolume', validatePositiveNumber(v.engineVolume, { integer: true }));
  rule('electricMotorPower', validatePositiveNumber(v.electricMotorPower));
  rule('grossWeight', validatePositiveNumber(v.grossWeight, { integer: true }));
  rule('curbWeight', validatePositiveNumber(v.curbWeight, { integer: true }));
  rule('seatingCapacity', validatePositiveNumber(v.seatingCapacity, { integer: true, max: 100 }));

  if (errors.length > 0 || !product) throw badRequest(errors);
  return product;
}

// The valid form plus the journey, as the DraftInput: the same names, the values made clean here, where they enter
// (trimmed; the phone and the state number as domain values), so nothing after cleans them again. draftFields.ts
// spells it for the wire.
import type { DraftInput } from './DraftInput';
import { toPhone, toStateNumber, type IsoDate } from '@greencard/domain';
import { toIsoDate } from '../calendar/calendar';
import { normalizeBodyNumber } from '../rules/bodyNumber';
import { normalizeDocumentSeries } from '../rules/documents';
import type { JourneyProduct, JourneySelection, StoredIds } from '@greencard/store';
import type { Choice, ContractFormValues } from '../values/formValues';

export interface DraftContext {
  selection: JourneySelection;
  product: JourneyProduct;
  shopOrderNumber: number;
  storedIds: StoredIds;
  /** The hostname of the page (rules §3, sourceInfo). */
  sourceInfo: string;
}

/** A value the form has already validated: its rule guarantees the conversion succeeds. */
function validated<T>(value: T | null, field: string): T {
  if (value === null) throw new RangeError(`The form let an invalid ${field} through`);
  return value;
}

const isoDate = (value: string, field: string): IsoDate => validated(toIsoDate(value), field);
const optionalText = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());
const optionalDate = (value: string, field: string): IsoDate | undefined =>
  value.trim() === '' ? undefined : isoDate(value, field);

/** A vehicle detail: absent when empty; a decimal comma is read as a point. */
function optionalNumber(value: string): number | undefined {
  const text = value.trim().replace(',', '.');
  return text === '' ? undefined : Number(text);
}

/** A maker or model as sent: its catalogue id when chosen from the list, and the text as shown. */
function named(choice: Choice): { id?: number; name: string } {
  const name = choice.text.trim();
  return choice.value === null ? { name } : { id: choice.value, name };
}

export function toDraftInput(values: ContractFormValues, context: DraftContext): DraftInput {
  const { selection, product, storedIds } = context;
  const cityId = values.city.value;
  if (cityId === null) throw new Error('The registration place must be chosen from the list');
  const input: DraftInput = {
    tariffId: product.tariff,
    period: selection.period,
    vehicleType: selection.autoType,
    area: selection.area,
    shopOrderNumber: context.shopOrderNumber,
    startDate: isoDate(values.startDate, 'start date'),
    surname: values.surname.trim(),
    name: values.name.trim(),
    patronymic: values.patronymic.trim(),
    birthday: isoDate(values.birthday, 'birthday'),
    address: values.address.trim(),
    dontHaveInn: values.dontHaveInn,
    ...(values.dontHaveInn || values.inn.trim() === '' ? {} : { inn: values.inn.trim() }),
    phone: validated(toPhone(values.phone), 'phone'),
    email: values.email.trim(),
    documentType: values.documentType,
    documentSeries: optionalText(normalizeDocumentSeries(values.documentSeries)),
    documentNumber: values.documentNumber.trim(),
    documentIssuedBy: optionalText(values.documentIssuedBy),
    documentDate: optionalDate(values.documentDate, 'document date'),
    documentRecord: optionalText(values.documentRecord),
    city: { id: cityId, text: values.city.text.trim() },
    stateNumber: validated(toStateNumber(values.stateNumber), 'state number'),
    bodyNumber: values.bodyNumberUnknown ? '' : normalizeBodyNumber(values.bodyNumber),
    year: Number(values.year.trim()),
    engineVolume: optionalNumber(values.engineVolume),
    electricMotorPower: optionalNumber(values.electricMotorPower),
    grossWeight: optionalNumber(values.grossWeight),
    curbWeight: optionalNumber(values.curbWeight),
    seatingCapacity: optionalNumber(values.seatingCapacity),
    // The form keeps a chosen model's maker in step with it (search/MakerModelFields).
    maker: named(values.maker),
    model: named(values.model),
    sourceInfo: context.sourceInfo,
  };
  if (storedIds.loyaltyCustomerId) input.customerExternalId = storedIds.loyaltyCustomerId;
  if (storedIds.euaUserId) input.euaUserId = storedIds.euaUserId;
  return input;
}

/**
 * What identifies the draft's content: the same form and offer give the same fingerprint, so a retry after a
 * failed later step continues with the saved draft instead of saving a second one.
 */
export function draftFingerprint(input: DraftInput): string {
  const { shopOrderNumber: _orderNumber, ...content } = input;
  return JSON.stringify(content);
}

// The valid form plus the journey, in the words of @greencard/api's DraftInput; the api spells it for the wire.
import type { DraftInput } from '@greencard/api';
import { normalizeDocumentSeries, toIsoDate, type IsoDate } from '@greencard/domain';
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

/** A date the form has already validated. */
function isoDate(value: string): IsoDate {
  const iso = toIsoDate(value);
  if (iso === null) throw new RangeError(`Not a date: ${value}`);
  return iso;
}

const optionalDate = (value: string): IsoDate | undefined => (value.trim() === '' ? undefined : isoDate(value));

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
    startDate: isoDate(values.startDate),
    person: {
      surname: values.surname.trim(),
      name: values.name.trim(),
      patronymic: values.patronymic.trim(),
      birthday: isoDate(values.birthday),
      address: values.address.trim(),
      dontHaveInn: values.dontHaveInn,
      ...(values.dontHaveInn ? {} : { inn: values.inn.trim() }),
      phone: values.phone.trim(),
      email: values.email.trim(),
    },
    document: {
      type: values.documentType,
      series: normalizeDocumentSeries(values.documentSeries),
      number: values.documentNumber.trim(),
      issuedBy: values.documentIssuedBy.trim(),
      date: optionalDate(values.documentDate),
      record: values.documentRecord.trim(),
    },
    registrationPlace: { id: cityId, text: values.city.text.trim() },
    vehicle: {
      stateNumber: values.stateNumber,
      bodyNumber: values.bodyNumberUnknown ? '' : values.bodyNumber,
      year: Number(values.year.trim()),
      engineVolume: optionalNumber(values.engineVolume),
      electricMotorPower: optionalNumber(values.electricMotorPower),
      grossWeight: optionalNumber(values.grossWeight),
      curbWeight: optionalNumber(values.curbWeight),
      seatingCapacity: optionalNumber(values.seatingCapacity),
      // The form keeps a chosen model's maker in step with it (vehicle/useVehicleChoiceSync).
      autoMaker: named(values.maker),
      autoModel: named(values.model),
    },
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

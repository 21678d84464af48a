// The hand-off between steps: what the buyer chose, what the insurer answered and how far the
// purchase got. It holds only what a step (or the shell) other than its writer reads; a step's own state lives in
// that step. Each field is written by the shared actions in journeySlice only.
import {
  isArea,
  isCustomerCategory,
  isIsoDate,
  isPeriod,
  isVehicleType,
  type Area,
  type CustomerCategory,
  type IsoDate,
  type Period,
  type VehicleType,
} from '@greencard/domain';
import { isBoolean, isFiniteNumber, isRecord, isString, orNull } from '../storage/guards';
import { JOURNEY_SCHEMA_VERSION } from './schemaVersion';

/** The calculator's choice. */
export interface JourneySelection {
  autoType: VehicleType;
  area: Area;
  period: Period;
  customerCategory: CustomerCategory;
  /** Set by the calculator's state-number shortcut; the contract form starts from it. */
  stateNumber?: string;
}

/** The offer the buyer chose. */
export interface JourneyProduct {
  tariff: number;
  discountedPayment: number;
}

/** The saved draft contract; the confirm step texts the code to customer.phone. */
export interface JourneyDraft {
  id: number;
  number: string;
  date: IsoDate;
  customer: { phone: string };
}

export interface JourneyPoints {
  used: number;
  amountToPay: number;
}

export interface JourneyState {
  schemaVersion: number;
  selection: JourneySelection | null;
  product: JourneyProduct | null;
  draft: JourneyDraft | null;
  /** The contract number that the status change to REQUEST returned. */
  payedContractId: string | null;
  /** When the last confirmation code was sent, by the insurer's clock (ISO instant, its sendCode answer's sentAt). */
  codeSentAt: string | null;
  signed: boolean;
  points: JourneyPoints | null;
  /** The insurer confirmed the payment of this draft: the payment page offers no second payment. */
  payed: boolean;
}

export const initialJourneyState: JourneyState = {
  schemaVersion: JOURNEY_SCHEMA_VERSION,
  selection: null,
  product: null,
  draft: null,
  payedContractId: null,
  codeSentAt: null,
  signed: false,
  points: null,
  payed: false,
};

export function isJourneySelection(value: unknown): value is JourneySelection {
  return (
    isRecord(value) &&
    isVehicleType(value.autoType) &&
    isArea(value.area) &&
    isPeriod(value.period) &&
    isCustomerCategory(value.customerCategory) &&
    (value.stateNumber === undefined || isString(value.stateNumber))
  );
}

export function isJourneyProduct(value: unknown): value is JourneyProduct {
  return isRecord(value) && isFiniteNumber(value.tariff) && isFiniteNumber(value.discountedPayment);
}

function isJourneyDraft(value: unknown): value is JourneyDraft {
  return (
    isRecord(value) &&
    isFiniteNumber(value.id) &&
    isString(value.number) &&
    isIsoDate(value.date) &&
    isRecord(value.customer) &&
    isString(value.customer.phone)
  );
}

function isJourneyPoints(value: unknown): value is JourneyPoints {
  return isRecord(value) && isFiniteNumber(value.used) && isFiniteNumber(value.amountToPay);
}

function isIsoInstant(value: unknown): value is string {
  return isString(value) && !Number.isNaN(Date.parse(value));
}

/** A journey of this schema version with every field of the right shape (used to trust a restored snapshot). */
export function isJourneyState(value: unknown): value is JourneyState {
  return (
    isRecord(value) &&
    value.schemaVersion === JOURNEY_SCHEMA_VERSION &&
    orNull(isJourneySelection)(value.selection) &&
    orNull(isJourneyProduct)(value.product) &&
    orNull(isJourneyDraft)(value.draft) &&
    orNull(isString)(value.payedContractId) &&
    orNull(isIsoInstant)(value.codeSentAt) &&
    isBoolean(value.signed) &&
    orNull(isJourneyPoints)(value.points) &&
    isBoolean(value.payed)
  );
}

/**
 * A journey saved by the build before this schema (version 1, which also carried fields no other step read: the
 * shop's order number, the tax number, the payment method, emitted and the document links) read as this one, so a
 * buyer in the middle of a purchase keeps it across the release. Anything else is not a journey.
 */
export function upgradeJourney(value: unknown): unknown {
  if (!isRecord(value) || value.schemaVersion !== 1) return value;
  const draft = isRecord(value.draft) && isRecord(value.draft.customer)
    ? { ...value.draft, customer: { phone: value.draft.customer.phone } }
    : value.draft;
  return {
    schemaVersion: JOURNEY_SCHEMA_VERSION,
    selection: value.selection,
    product: value.product,
    draft,
    payedContractId: value.payedContractId,
    codeSentAt: value.codeSentAt,
    signed: value.signed,
    points: value.points,
    payed: value.payed,
  };
}

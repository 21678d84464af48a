// The hand-off between steps: what the buyer chose, what the insurer answered and how far the
// purchase got. Every step reads it; each field is written by the shared actions in journeySlice only.
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

/** The saved draft contract. customer.code is the tax number ('' when the person has none). */
export interface JourneyDraft {
  id: number;
  number: string;
  date: IsoDate;
  customer: { code: string; phone: string };
}

export interface JourneyPoints {
  used: number;
  amountToPay: number;
}

export const PAYMENT_METHODS = ['easypay', 'portmone', 'instalments'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface JourneyState {
  schemaVersion: number;
  selection: JourneySelection | null;
  product: JourneyProduct | null;
  shopOrderNumber: number | null;
  draft: JourneyDraft | null;
  /** The contract number that the status change to REQUEST returned. */
  payedContractId: string | null;
  /** When the last confirmation code was sent, by the insurer's clock (ISO instant, its sendCode answer's sentAt). */
  codeSentAt: string | null;
  signed: boolean;
  points: JourneyPoints | null;
  paymentMethod: PaymentMethod | null;
  payed: boolean;
  emitted: boolean;
  receiptUrl: string | null;
  contractDocumentUrl: string | null;
}

export const initialJourneyState: JourneyState = {
  schemaVersion: JOURNEY_SCHEMA_VERSION,
  selection: null,
  product: null,
  shopOrderNumber: null,
  draft: null,
  payedContractId: null,
  codeSentAt: null,
  signed: false,
  points: null,
  paymentMethod: null,
  payed: false,
  emitted: false,
  receiptUrl: null,
  contractDocumentUrl: null,
};

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

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
    isString(value.customer.code) &&
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
    orNull(isFiniteNumber)(value.shopOrderNumber) &&
    orNull(isJourneyDraft)(value.draft) &&
    orNull(isString)(value.payedContractId) &&
    orNull(isIsoInstant)(value.codeSentAt) &&
    isBoolean(value.signed) &&
    orNull(isJourneyPoints)(value.points) &&
    orNull(isPaymentMethod)(value.paymentMethod) &&
    isBoolean(value.payed) &&
    isBoolean(value.emitted) &&
    orNull(isString)(value.receiptUrl) &&
    orNull(isString)(value.contractDocumentUrl)
  );
}

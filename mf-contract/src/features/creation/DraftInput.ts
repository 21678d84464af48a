import type { Area, IsoDate, Period, Phone, StateNumber, VehicleType } from '@greencard/domain';
import type { DocumentType } from '../rules/documentTypes';

/** The vehicle's optional figures, named alike in the input and in both readings of the draft. */
export interface VehicleFigures {
  engineVolume?: number;
  electricMotorPower?: number;
  grossWeight?: number;
  curbWeight?: number;
  seatingCapacity?: number;
}

/** A maker or model as the buyer gave it: the catalogue entry's id when chosen from the list, and its text. */
interface NamedEntry {
  id?: number;
  name: string;
}

/**
 * Everything the contract step knows about a draft, named as the contract form names it (rules §3 "Contract form"),
 * with values already clean: trimmed, and the phone and state number domain values made where the buyer typed them.
 * Only draftFields.ts spells it for the wire.
 */
export interface DraftInput extends VehicleFigures {
  tariffId: number;
  period: Period;
  vehicleType: VehicleType;
  area: Area;
  shopOrderNumber: number;
  /** The first day of cover, as the buyer entered it. */
  startDate: IsoDate;
  surname: string;
  name: string;
  patronymic: string;
  birthday: IsoDate;
  address: string;
  /** The tax number; absent when the buyer ticked "I have none" (dontHaveInn). */
  inn?: string;
  dontHaveInn: boolean;
  phone: Phone;
  email: string;
  documentType: DocumentType;
  documentSeries?: string;
  documentNumber: string;
  documentIssuedBy?: string;
  documentDate?: IsoDate;
  documentRecord?: string;
  /** The registration place chosen from GET /place. */
  city: { id: number; text: string };
  stateNumber: StateNumber;
  /** Upper case, no spaces; empty when the buyer ticked "unknown". */
  bodyNumber: string;
  year: number;
  maker: NamedEntry;
  model: NamedEntry;
  /** LOYALTY_CUSTOMER_ID from storage, when present (rules D9). */
  customerExternalId?: string;
  /** EUA_USER_ID from storage, when present (rules D9). */
  euaUserId?: string;
  /** The hostname of the page. */
  sourceInfo: string;
}

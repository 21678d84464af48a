import type { Area, DocumentType, IsoDate, Period, VehicleType } from '@greencard/domain';

/** The vehicle's optional figures, named alike in the input and in both readings of the draft. */
export interface VehicleFigures {
  engineVolume?: number;
  electricMotorPower?: number;
  grossWeight?: number;
  curbWeight?: number;
  seatingCapacity?: number;
}

/** Everything the contract step knows about a draft, in the shop's own words; the builders spell it for the wire. */
export interface DraftInput {
  tariffId: number;
  period: Period;
  vehicleType: VehicleType;
  area: Area;
  shopOrderNumber: number;
  /** The first day of cover, as the buyer entered it. */
  startDate: IsoDate;
  person: {
    surname: string;
    name: string;
    patronymic: string;
    birthday: IsoDate;
    address: string;
    inn?: string;
    dontHaveInn: boolean;
    phone: string;
    email: string;
  };
  document: {
    type: DocumentType;
    series?: string;
    number: string;
    issuedBy?: string;
    date?: IsoDate;
    record?: string;
  };
  registrationPlace: { id: number; text: string };
  vehicle: VehicleFigures & {
    stateNumber: string;
    bodyNumber: string;
    year: number;
    autoMaker: { id?: number; name: string };
    autoModel: { id?: number; name: string };
  };
  /** LOYALTY_CUSTOMER_ID from storage, when present (rules D9). */
  customerExternalId?: string;
  /** EUA_USER_ID from storage, when present (rules D9). */
  euaUserId?: string;
  /** The hostname of the page. */
  sourceInfo: string;
}

/** Which reading of rules §3 the insurer is sent (rules D2: snake by default). */
export const DRAFT_DIALECTS = ['snake', 'camel'] as const;
export type DraftDialect = (typeof DRAFT_DIALECTS)[number];

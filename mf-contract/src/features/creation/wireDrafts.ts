// The draft as each reading spells it on the wire (docs/insurer-api.md "Draft payload"): what draftFields.ts builds.
import type { Area, IsoDate, Period, VehicleType } from '@greencard/domain';
import type { DocumentType } from '../rules/documentTypes';
import type { VehicleFigures } from './DraftInput';

/** The second reading of rules §3 (snake case), the shop's default (rules D2). */
export interface SnakeDraft extends VehicleFigures {
  tariff_id: number;
  period: Period;
  email: string;
  phone: string;
  name_first: string;
  name_last: string;
  name_middle: string;
  address: string;
  birth_date: IsoDate;
  date_from: IsoDate;
  vehicle_type: VehicleType;
  coverage_area: Area;
  shop_order_number: number;
  insurance_type: 'auto';
  foreign_operator: boolean;
  doc_type: DocumentType;
  doc_number?: string;
  doc_issued_by?: string;
  doc_date?: IsoDate;
  doc_seria?: string;
  doc_record?: string;
  registration_place: number;
  customer_external_id?: string;
  eua_user_id?: string;
  dont_have_code: boolean;
  code?: string;
  state_number: string;
  body_number: string;
  year: number;
  autoMaker: string;
  autoModel: string;
  model_id?: number;
  auto_maker_id?: number;
  sourceInfo: string;
}

/** The first reading of rules §3 (camel case). */
export interface CamelDraft extends VehicleFigures {
  tariffId: number;
  period: Period;
  inn: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  middleName: string;
  address: string;
  birthday: IsoDate;
  dateFrom: IsoDate;
  autoType: VehicleType;
  coverageArea: Area;
  orderId: number;
  dontHaveInn: boolean;
  foreignPhone: boolean;
  autoNumber: string;
  autoBodyNumber: string;
  year: string;
  autoMaker: string;
  autoModel: string;
  documentType: DocumentType;
  passportNumber?: string;
  passportFrom?: string;
  passportDate?: IsoDate;
  passportSeries?: string;
  passportRecord?: string;
  registrationPlace: number;
  modelId?: number;
  autoMakerId?: number;
  customerExternalId?: string;
  euaUserId?: string;
}

export type DraftPayload = SnakeDraft | CamelDraft;

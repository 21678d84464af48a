import {
  addDays,
  isForeignPhone,
  type Area,
  type DocumentType,
  type IsoDate,
  type Period,
  type VehicleType,
} from '@greencard/domain';
import type { DraftInput } from './DraftInput';
import { normalizedContacts, present, taxNumber } from './normalize';

/** The second reading of rules §3 (snake case), the shop's default (rules D2). */
export interface SnakeDraft {
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
  engineVolume?: number;
  electricMotorPower?: number;
  grossWeight?: number;
  curbWeight?: number;
  seatingCapacity?: number;
  autoMaker: string;
  autoModel: string;
  model_id?: number;
  auto_maker_id?: number;
  sourceInfo: string;
}

export function buildSnakeDraft(input: DraftInput): SnakeDraft {
  const { person, document, vehicle } = input;
  const { phone, stateNumber, bodyNumber } = normalizedContacts(input);
  return {
    tariff_id: input.tariffId,
    period: input.period,
    email: person.email.trim(),
    phone,
    name_first: person.name.trim(),
    name_last: person.surname.trim(),
    name_middle: person.patronymic.trim(),
    address: person.address.trim(),
    birth_date: person.birthday,
    // The insurer counts cover from the day after date_from (rules D7).
    date_from: addDays(input.startDate, -1),
    vehicle_type: input.vehicleType,
    coverage_area: input.area,
    shop_order_number: input.shopOrderNumber,
    insurance_type: 'auto',
    foreign_operator: isForeignPhone(phone),
    doc_type: document.type,
    ...present({
      doc_number: document.number,
      doc_issued_by: document.issuedBy,
      doc_date: document.date,
      doc_seria: document.series,
      doc_record: document.record,
    }),
    registration_place: input.registrationPlace.id,
    ...present({ customer_external_id: input.customerExternalId, eua_user_id: input.euaUserId }),
    dont_have_code: person.dontHaveInn,
    ...present({ code: taxNumber(person) }),
    state_number: stateNumber,
    body_number: bodyNumber,
    year: vehicle.year,
    ...present({
      engineVolume: vehicle.engineVolume,
      electricMotorPower: vehicle.electricMotorPower,
      grossWeight: vehicle.grossWeight,
      curbWeight: vehicle.curbWeight,
      seatingCapacity: vehicle.seatingCapacity,
    }),
    autoMaker: vehicle.autoMaker.name.trim(),
    autoModel: vehicle.autoModel.name.trim(),
    ...present({ model_id: vehicle.autoModel.id, auto_maker_id: vehicle.autoMaker.id }),
    sourceInfo: input.sourceInfo,
  };
}

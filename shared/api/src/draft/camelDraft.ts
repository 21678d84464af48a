import {
  isForeignPhone,
  type Area,
  type DocumentType,
  type IsoDate,
  type Period,
  type VehicleType,
} from '@greencard/domain';
import type { DraftInput } from './DraftInput';
import { normalizedContacts, present, taxNumber } from './normalize';

/** The first reading of rules §3 (camel case). */
export interface CamelDraft {
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
  engineVolume?: number;
  electricMotorPower?: number;
  grossWeight?: number;
  curbWeight?: number;
  seatingCapacity?: number;
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

export function buildCamelDraft(input: DraftInput): CamelDraft {
  const { person, document, vehicle } = input;
  const { phone, stateNumber, bodyNumber } = normalizedContacts(input);
  return {
    tariffId: input.tariffId,
    period: input.period,
    // This reading always names the tax number; without one it is empty and dontHaveInn says why.
    inn: taxNumber(person) ?? '',
    email: person.email.trim(),
    phone,
    firstName: person.name.trim(),
    lastName: person.surname.trim(),
    middleName: person.patronymic.trim(),
    address: person.address.trim(),
    birthday: person.birthday,
    dateFrom: input.startDate,
    autoType: input.vehicleType,
    coverageArea: input.area,
    orderId: input.shopOrderNumber,
    dontHaveInn: person.dontHaveInn,
    foreignPhone: isForeignPhone(phone),
    autoNumber: stateNumber,
    autoBodyNumber: bodyNumber,
    year: String(vehicle.year),
    ...present({
      engineVolume: vehicle.engineVolume,
      electricMotorPower: vehicle.electricMotorPower,
      grossWeight: vehicle.grossWeight,
      curbWeight: vehicle.curbWeight,
      seatingCapacity: vehicle.seatingCapacity,
    }),
    autoMaker: vehicle.autoMaker.name.trim(),
    autoModel: vehicle.autoModel.name.trim(),
    documentType: document.type,
    ...present({
      passportNumber: document.number,
      passportFrom: document.issuedBy,
      passportDate: document.date,
      passportSeries: document.series,
      passportRecord: document.record,
    }),
    registrationPlace: input.registrationPlace.id,
    ...present({
      modelId: vehicle.autoModel.id,
      autoMakerId: vehicle.autoMaker.id,
      customerExternalId: input.customerExternalId,
      euaUserId: input.euaUserId,
    }),
  };
}

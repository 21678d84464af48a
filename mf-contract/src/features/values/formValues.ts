// The contract form's values (rules §3 "Contract form"), named as the product names them: the draft's DraftInput
// uses the same names. Text fields hold what the buyer typed; the searches hold the chosen entry (or null) plus the
// typed text, so a free text survives when nothing in the catalogue fits.
import type { FormDocumentType } from '../rules/documentTypes';
import type { JourneySelection } from '@greencard/store';

/** rules §3 and §9, D6. */
const DEFAULT_DOCUMENT_TYPE: FormDocumentType = 'EXTERNAL_PASSPORT';

/** A search field (rules §3: "a selected value plus typed text"): the chosen entry's id, or null for free text. */
export interface Choice {
  value: number | null;
  text: string;
}

export interface ContractFormValues {
  surname: string;
  name: string;
  patronymic: string;
  inn: string;
  /** The 'missing' option of the tax number. */
  dontHaveInn: boolean;
  birthday: string;
  address: string;
  phone: string;
  email: string;
  documentType: FormDocumentType;
  documentSeries: string;
  documentNumber: string;
  documentIssuedBy: string;
  documentDate: string;
  documentRecord: string;
  /** The registration place (GET /place): its id goes to the insurer. */
  city: Choice;
  startDate: string;
  stateNumber: string;
  bodyNumber: string;
  /** The 'unknown' option of the body number. */
  bodyNumberUnknown: boolean;
  year: string;
  engineVolume: string;
  electricMotorPower: string;
  grossWeight: string;
  curbWeight: string;
  seatingCapacity: string;
  maker: Choice;
  model: Choice;
  additionalFieldsOpen: boolean;
  /** The data are accurate, with consent to data processing. */
  confirm: boolean;
  /** The offer was read. */
  offerRead: boolean;
}

/** The document fields that a change of document type clears (rules §4). */
export const DOCUMENT_FIELDS = [
  'documentSeries',
  'documentNumber',
  'documentIssuedBy',
  'documentDate',
  'documentRecord',
] as const satisfies readonly (keyof ContractFormValues)[];

/** The vehicle details behind the additional-fields toggle. */
export const ADDITIONAL_VEHICLE_FIELDS = [
  'engineVolume',
  'electricMotorPower',
  'grossWeight',
  'curbWeight',
  'seatingCapacity',
] as const satisfies readonly (keyof ContractFormValues)[];

export type AdditionalVehicleField = (typeof ADDITIONAL_VEHICLE_FIELDS)[number];

const emptyChoice = (): Choice => ({ value: null, text: '' });

/** A fresh form; the calculator's state-number shortcut, when used, pre-fills the state number. */
export function initialFormValues(selection: JourneySelection | null): ContractFormValues {
  return {
    surname: '',
    name: '',
    patronymic: '',
    inn: '',
    dontHaveInn: false,
    birthday: '',
    address: '',
    phone: '',
    email: '',
    documentType: DEFAULT_DOCUMENT_TYPE,
    documentSeries: '',
    documentNumber: '',
    documentIssuedBy: '',
    documentDate: '',
    documentRecord: '',
    city: emptyChoice(),
    startDate: '',
    stateNumber: selection?.stateNumber ?? '',
    bodyNumber: '',
    bodyNumberUnknown: false,
    year: '',
    engineVolume: '',
    electricMotorPower: '',
    grossWeight: '',
    curbWeight: '',
    seatingCapacity: '',
    maker: emptyChoice(),
    model: emptyChoice(),
    additionalFieldsOpen: false,
    confirm: false,
    offerRead: false,
  };
}

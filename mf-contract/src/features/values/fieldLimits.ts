// Which contract fields have a length limit and which: one table for the rule (validateContract) and the message
// (useLimitMessage), so the number a field checks is the number it names.
import { TEXT_MAX_LENGTHS } from './textLimits';
import type { ContractFormValues } from './formValues';

export const FIELD_MAX_LENGTHS = {
  surname: TEXT_MAX_LENGTHS.name,
  name: TEXT_MAX_LENGTHS.name,
  patronymic: TEXT_MAX_LENGTHS.name,
  address: TEXT_MAX_LENGTHS.address,
  phone: TEXT_MAX_LENGTHS.phone,
  email: TEXT_MAX_LENGTHS.email,
  documentSeries: TEXT_MAX_LENGTHS.documentSeries,
  documentNumber: TEXT_MAX_LENGTHS.documentNumber,
  documentIssuedBy: TEXT_MAX_LENGTHS.documentIssuedBy,
  documentRecord: TEXT_MAX_LENGTHS.documentRecord,
  stateNumber: TEXT_MAX_LENGTHS.stateNumber,
  bodyNumber: TEXT_MAX_LENGTHS.bodyNumber,
  maker: TEXT_MAX_LENGTHS.makerModel,
  model: TEXT_MAX_LENGTHS.makerModel,
} as const satisfies Partial<Record<keyof ContractFormValues, number>>;

export type LimitedField = keyof typeof FIELD_MAX_LENGTHS;

import { isBlank, type FieldValue } from '@greencard/domain';
import type { DocumentType } from './documentTypes';
import type { ContractRuleKey } from './ruleKey';

export interface DocumentFields {
  series: boolean;
  number: boolean;
  issuedBy: boolean;
  date: boolean;
  record: boolean;
}

// Which fields each document needs (rules §5: series, issued-by, number and date for EXTERNAL_PASSPORT and
// DRIVING_LICENSE, record for neither; the ID card has a record and no series).
const REQUIRED_FIELDS: Record<DocumentType, DocumentFields> = {
  EXTERNAL_PASSPORT: { series: true, number: true, issuedBy: true, date: true, record: false },
  DRIVING_LICENSE: { series: true, number: true, issuedBy: true, date: true, record: false },
  PASSPORT: { series: true, number: true, issuedBy: true, date: true, record: false },
  ID_PASSPORT: { series: false, number: true, issuedBy: true, date: true, record: true },
};

const LATIN = 'A-Z';
// The Ukrainian alphabet, not the range А-Я: that range also holds Ы, Э and Ъ, which no Ukrainian document uses.
const CYRILLIC = 'АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯ';

// Formats from the market facts ("Form facts").
const SERIES: Record<DocumentType, RegExp | null> = {
  EXTERNAL_PASSPORT: new RegExp(`^[${LATIN}]{2}$`),
  DRIVING_LICENSE: new RegExp(`^(?:[${LATIN}]{1,3}|[${CYRILLIC}]{1,3})$`),
  PASSPORT: new RegExp(`^[${CYRILLIC}]{2}$`),
  ID_PASSPORT: null,
};

const NUMBER: Record<DocumentType, RegExp> = {
  EXTERNAL_PASSPORT: /^\d{6}$/,
  DRIVING_LICENSE: /^\d{1,6}$/,
  PASSPORT: /^\d{6}$/,
  ID_PASSPORT: /^\d{9}$/,
};

// The Unified Demographic Register record number, printed on ID cards and biometric passports.
const RECORD = /^\d{8}-\d{5}$/;

/** Which of series, number, issued-by, date and record a document type needs. */
export function documentFieldsRequired(type: DocumentType): DocumentFields {
  return { ...REQUIRED_FIELDS[type] };
}

/** A series as sent: trimmed, upper case (either alphabet). */
export function normalizeDocumentSeries(value: string): string {
  return value.trim().toUpperCase();
}

/** 'contract:validation.documentSeries' unless the type's series format; a type without a series accepts none. */
export function validateDocumentSeries(type: DocumentType, value: FieldValue): ContractRuleKey | undefined {
  if (isBlank(value)) return undefined;
  const pattern = SERIES[type];
  return pattern !== null && pattern.test(normalizeDocumentSeries(value))
    ? undefined
    : 'contract:validation.documentSeries';
}

/** 'contract:validation.documentNumber' unless the type's number format. */
export function validateDocumentNumber(type: DocumentType, value: FieldValue): ContractRuleKey | undefined {
  if (isBlank(value)) return undefined;
  return NUMBER[type].test(value.trim()) ? undefined : 'contract:validation.documentNumber';
}

/** 'contract:validation.documentNumber' unless a record number dddddddd-ddddd (checked whenever one is given). */
export function validateDocumentRecord(value: FieldValue): ContractRuleKey | undefined {
  if (isBlank(value)) return undefined;
  return RECORD.test(value.trim()) ? undefined : 'contract:validation.documentNumber';
}

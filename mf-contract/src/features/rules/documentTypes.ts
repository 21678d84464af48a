import { optionGuard, type Option } from '@greencard/domain';

/** Every document type a draft may carry (rules §3, D6). */
export type DocumentType = 'PASSPORT' | 'ID_PASSPORT' | 'EXTERNAL_PASSPORT' | 'DRIVING_LICENSE';
/** The two the contract form offers. */
export type FormDocumentType = Extract<DocumentType, 'EXTERNAL_PASSPORT' | 'DRIVING_LICENSE'>;

const EXTERNAL_PASSPORT: Option<'EXTERNAL_PASSPORT'> = {
  value: 'EXTERNAL_PASSPORT',
  label: { uk: 'Закордонний паспорт', en: 'International passport' },
};
const DRIVING_LICENSE: Option<'DRIVING_LICENSE'> = {
  value: 'DRIVING_LICENSE',
  label: { uk: 'Посвідчення водія', en: 'Driving licence' },
};

export const FORM_DOCUMENT_TYPES: readonly Option<FormDocumentType>[] = [EXTERNAL_PASSPORT, DRIVING_LICENSE];

export const DRAFT_DOCUMENT_TYPES: readonly Option<DocumentType>[] = [
  { value: 'PASSPORT', label: { uk: 'Паспорт громадянина України', en: 'Passport of a citizen of Ukraine' } },
  { value: 'ID_PASSPORT', label: { uk: 'ID-картка', en: 'ID card' } },
  EXTERNAL_PASSPORT,
  DRIVING_LICENSE,
];

export const isDocumentType = optionGuard(DRAFT_DOCUMENT_TYPES);
export const isFormDocumentType = optionGuard(FORM_DOCUMENT_TYPES);

import type { Option } from './option';

/** Contract states of docs/insurer-api.md: DRAFT -> REQUEST -> SIGNED -> PAID -> EMITTED, plus the failure states. */
export type ContractState = 'DRAFT' | 'REQUEST' | 'SIGNED' | 'PAID' | 'EMITTED' | 'DECLINED' | 'CANCELLED';

export const CONTRACT_STATES: readonly Option<ContractState>[] = [
  { value: 'DRAFT', label: { uk: 'Чернетка', en: 'Draft' } },
  { value: 'REQUEST', label: { uk: 'Очікує підтвердження', en: 'Awaiting confirmation' } },
  { value: 'SIGNED', label: { uk: 'Підписано', en: 'Signed' } },
  { value: 'PAID', label: { uk: 'Оплачено', en: 'Paid' } },
  { value: 'EMITTED', label: { uk: 'Поліс оформлено', en: 'Policy issued' } },
  { value: 'DECLINED', label: { uk: 'Оплату відхилено', en: 'Payment declined' } },
  { value: 'CANCELLED', label: { uk: 'Скасовано', en: 'Cancelled' } },
];

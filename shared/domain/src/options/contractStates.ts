/** Contract states of docs/insurer-api.md: DRAFT -> REQUEST -> SIGNED -> PAID -> EMITTED, plus the failure states. */
export type ContractState = 'DRAFT' | 'REQUEST' | 'SIGNED' | 'PAID' | 'EMITTED' | 'DECLINED' | 'CANCELLED';

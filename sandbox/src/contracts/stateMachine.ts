// The contract state machine of docs/insurer-api.md. Every state change in the sandbox goes through `assertMove`.
import type { ContractState } from '../insurer';
import { conflict } from '../http/errors';

const MOVES: Readonly<Record<ContractState, readonly ContractState[]>> = {
  DRAFT: ['REQUEST', 'CANCELLED'],
  REQUEST: ['SIGNED', 'CANCELLED'],
  SIGNED: ['PAID', 'DECLINED', 'CANCELLED'],
  DECLINED: ['PAID', 'DECLINED', 'CANCELLED'],
  PAID: ['EMITTED'],
  EMITTED: [],
  CANCELLED: [],
};

/** The states a client may ask for with PUT /green/change/status; the others follow a code or a payment. */
export const CLIENT_MOVES: readonly ContractState[] = ['REQUEST', 'CANCELLED'];

export const canMove = (from: ContractState, to: ContractState): boolean => MOVES[from].includes(to);

export function assertMove(from: ContractState, to: ContractState): void {
  if (!canMove(from, to)) throw conflict(`A contract in state ${from} cannot move to ${to}`);
}

/**
 * The contract is signed with the one-time code and paid before the end of the day it was drafted
 * (Kyiv calendar). After that day it can no longer be signed or paid; the buyer saves a new draft.
 */
export function assertSameDay(contract: { draftDate: string; number: string }, today: string): void {
  if (contract.draftDate !== today) {
    throw conflict(
      `Contract ${contract.number} of ${contract.draftDate} had to be signed and paid that day (Kyiv time); save a new draft`,
    );
  }
}

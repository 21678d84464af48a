import { normalizeBodyNumber, normalizePhone, normalizeStateNumber } from '@greencard/domain';
import type { DraftInput } from './DraftInput';

/** The person has a tax number to send: not ticked as missing, and filled in. */
export function taxNumber(person: DraftInput['person']): string | undefined {
  const inn = person.inn?.trim();
  return !person.dontHaveInn && inn ? inn : undefined;
}

/** The values both readings send in one spelling: phone, state number and body number as the insurer checks them. */
export function normalizedContacts(input: DraftInput): { phone: string; stateNumber: string; bodyNumber: string } {
  return {
    phone: normalizePhone(input.person.phone),
    stateNumber: normalizeStateNumber(input.vehicle.stateNumber),
    bodyNumber: normalizeBodyNumber(input.vehicle.bodyNumber),
  };
}

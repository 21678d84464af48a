import { OTP_LENGTH } from '@greencard/domain';

/** What the code entry keeps of what was typed or pasted: the digits ('123 456', '123-456'), at most six. */
export function codeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

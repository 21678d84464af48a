// The card form of the hosted provider pages: what a card entry means in the sandbox.
import { TEST_CARDS } from './data/testCards';

export type CardOutcome = { ok: true; approved: boolean; mask: string } | { ok: false; error: string };

const digitsOf = (value: string): string => value.replace(/[\s-]/g, '');

function luhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((ch, i) => {
    let d = Number(ch);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  });
  return sum % 10 === 0;
}

/** MM/YY, not before the current month. */
function expiryValid(value: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export function judgeCard(input: { card?: string; expiry?: string; cvv?: string }, now: Date): CardOutcome {
  const card = digitsOf(input.card ?? '');
  if (!/^\d{16}$/.test(card) || !luhn(card)) return { ok: false, error: 'Enter a valid 16-digit card number.' };
  if (!expiryValid(input.expiry ?? '', now)) return { ok: false, error: 'Enter a future expiry date as MM/YY.' };
  if (!/^\d{3}$/.test((input.cvv ?? '').trim())) return { ok: false, error: 'Enter the three-digit CVV.' };
  const mask = `${card.slice(0, 6)}******${card.slice(-4)}`;
  if (card === TEST_CARDS.success) return { ok: true, approved: true, mask };
  if (card === TEST_CARDS.declined) return { ok: true, approved: false, mask };
  return {
    ok: false,
    error: `This sandbox accepts its test cards only: ${TEST_CARDS.success} (succeeds) or ${TEST_CARDS.declined} (declined).`,
  };
}

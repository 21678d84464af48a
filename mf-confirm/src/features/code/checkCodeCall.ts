// POST /checkCode, the confirm step's call: is the code the buyer typed the right one (rules §4).
import { schema, type InsurerClient } from '@greencard/api';

export type CodeCheck = { ok: true } | { ok: false; attemptsLeft?: number };

/** POST /checkCode: 'OK' when right, else a wrong code (HTTP 200), with the tries left when told. */
const CodeChecked = schema(({ union, literal, knownFields, number }) =>
  union([literal('OK'), knownFields({ attemptsLeft: number() })]),
);

/** Checks the code the buyer typed: 'OK' means right (rules §4). */
export async function checkCode(client: InsurerClient, contractId: number, code: string): Promise<CodeCheck> {
  const request = { method: 'POST', url: '/checkCode', data: { code, contract_id: contractId } } as const;
  const checked = await client.call(request, CodeChecked, 'checkOTP');
  if (checked === 'OK') return { ok: true };
  return checked.attemptsLeft === undefined ? { ok: false } : { ok: false, attemptsLeft: checked.attemptsLeft };
}

import { array, number, optional, string, type, union, validate, type Infer } from 'superstruct';

/** The failure envelope of docs/insurer-api.md; every field optional because insurers send what they send. */
export const FailureBody = type({
  message: optional(string()),
  errors: optional(array(type({ field: string(), message: string() }))),
  errorCode: optional(union([string(), number()])),
});
export type FailureBody = Infer<typeof FailureBody>;

// A binary call (the contract PDF) gets its failure body as bytes.
function decode(body: unknown): unknown {
  const bytes = body instanceof ArrayBuffer ? new Uint8Array(body) : ArrayBuffer.isView(body) ? body : null;
  const text = bytes ? new TextDecoder().decode(bytes) : body;
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The failure body read defensively: anything unreadable counts as an empty body. */
export function readFailureBody(body: unknown): FailureBody {
  const [error, value] = validate(decode(body), FailureBody);
  return error ? {} : value;
}

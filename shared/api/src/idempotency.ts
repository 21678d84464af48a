// One idempotency key per attempt at making something at the insurer (a draft, a payment): the browser keeps it
// across a retry and a reload of that attempt and makes a new one when the buyer changes the input, so a retry after
// a timeout gets the first draft or payment instead of a second (docs/insurer-api.md, "Idempotency keys").

/** An attempt: what was asked for (as the step words it) and the key it was asked with. */
export interface Attempt {
  input: string;
  key: string;
}

/** 128 random bits, base64url: crypto.getRandomValues works on a page served over plain HTTP too. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The attempt for this input: the previous one when it asked for the same, else a new one with a new key. */
export function attemptFor(
  input: string,
  previous: Attempt | undefined,
  newKey: () => string = newIdempotencyKey,
): Attempt {
  return previous && previous.input === input ? previous : { input, key: newKey() };
}

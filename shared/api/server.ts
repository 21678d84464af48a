// What the shop server reads with the api's schemas. Imported as '@greencard/api/server' from shell/server only: the
// page's root import of the api loads no schema before its first call (docs/performance.md).
import { array, is, number, string, type, type Infer } from 'superstruct';

// Objects are read with type(), which ignores extra fields, so an insurer adding a field breaks nothing.

/** GET /company (rules D8), which only the shop server reads, at start: no browser call asks for it. */
const Company = type({
  id: number(),
  name: string(),
  settings: array(type({ slug: string(), value: string() })),
});
export type Company = Infer<typeof Company>;
export const isCompany = (value: unknown): value is Company => is(value, Company);

// The longest text this insurer accepts in each draft field and search query, in characters (after trimming; an
// emoji counts as one).
// They are the sandbox insurer's own limits, listed in docs/insurer-api.md; a longer value answers 400 naming the
// field ("must be at most N characters") before any other rule looks at it.
export const MAX_LENGTH = {
  /** First, last and middle name. */
  name: 50,
  address: 200,
  email: 100,
  phone: 20,
  /** Birthday, start date, document date: YYYY-MM-DD or DD.MM.YYYY. */
  date: 10,
  taxNumber: 12,
  documentSeries: 20,
  documentNumber: 20,
  documentRecord: 30,
  documentIssuedBy: 100,
  stateNumber: 12,
  bodyNumber: 30,
  year: 4,
  /** Engine volume, motor power, weights and seats, when they come as text. */
  vehicleFigure: 10,
  autoMaker: 100,
  autoModel: 100,
  sourceInfo: 255,
  shopOrderNumber: 20,
  /** customer_external_id / customerExternalId and eua_user_id / euaUserId. */
  externalId: 64,
  /** The q of GET /number, /model and /place. */
  searchQuery: 50,
} as const;

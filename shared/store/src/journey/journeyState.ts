// The hand-off between steps: what the buyer chose, what the insurer answered and how far the
// purchase got. It holds only what a step (or the shell) other than its writer reads; a step's own state lives in
// that step. Each field is written by the shared actions in journeySlice only.
import {
  area,
  boolean,
  customerCategory,
  enums,
  finiteNumber,
  isoDate,
  isoInstant,
  literal,
  matches,
  nullable,
  optional,
  period,
  phone,
  shape,
  stateNumber,
  string,
  unknown,
  vehicleType,
  type Infer,
  type Struct,
} from '../storage/storedShape';
import { JOURNEY_SCHEMA_VERSION } from './schemaVersion';

/** The calculator's choice; its stateNumber is set by the calculator's state-number shortcut, the contract form starts from it. */
const JourneySelectionShape = shape({
  autoType: vehicleType,
  area,
  period,
  customerCategory,
  stateNumber: optional(stateNumber),
});
/** The offer the buyer chose. */
const JourneyProductShape = shape({ tariff: finiteNumber, discountedPayment: finiteNumber });
/**
 * The contract the buyer is making, once it is moved to REQUEST: its id, its number (the one the status change
 * answered, which the buyer is shown from here on) and its date. The confirm step texts the code to customer.phone.
 */
const JourneyDraftShape = shape({ id: finiteNumber, number: string(), date: isoDate, customer: shape({ phone }) });
const JourneyPointsShape = shape({ used: finiteNumber, amountToPay: finiteNumber });

const JourneyShape = shape({
  schemaVersion: literal(JOURNEY_SCHEMA_VERSION) as Struct<number, unknown>,
  selection: nullable(JourneySelectionShape),
  product: nullable(JourneyProductShape),
  draft: nullable(JourneyDraftShape),
  /** When the last confirmation code was sent, by the insurer's clock (ISO instant, its sendCode answer's sentAt). */
  codeSentAt: nullable(isoInstant),
  signed: boolean(),
  points: nullable(JourneyPointsShape),
  /** The insurer confirmed the payment of this draft: the payment page offers no second payment. */
  paid: boolean(),
});

export type JourneySelection = Infer<typeof JourneySelectionShape>;
export type JourneyProduct = Infer<typeof JourneyProductShape>;
export type JourneyDraft = Infer<typeof JourneyDraftShape>;
export type JourneyPoints = Infer<typeof JourneyPointsShape>;
export type JourneyState = Infer<typeof JourneyShape>;

export const initialJourneyState: JourneyState = {
  schemaVersion: JOURNEY_SCHEMA_VERSION,
  selection: null,
  product: null,
  draft: null,
  codeSentAt: null,
  signed: false,
  points: null,
  paid: false,
};

/** A journey of this schema version with every field of the right shape (used to trust a restored snapshot). */
export const isJourneyState = (value: unknown): value is JourneyState => matches(value, JourneyShape);

const EarlierJourney = shape({ schemaVersion: enums([1, 2]) });
/** Schema 1 kept the tax number beside the phone. */
const OldDraft = shape({ customer: shape({ phone: unknown() }) });

/**
 * A journey saved by the builds before this schema read as this one, so a buyer in the middle of a purchase keeps it
 * across the release: version 2 kept the contract number beside the draft (payedContractId; the draft's number was
 * the saved draft's) and named the payment's outcome payed; version 1 also carried fields no other step read (the
 * shop's order number, the tax number, the payment method, emitted and the document links). Anything else is not a
 * journey.
 */
export function upgradeJourney(value: unknown): unknown {
  if (!matches(value, EarlierJourney)) return value;
  const old = value as Record<string, unknown>;
  // Those builds put a draft in the journey together with its contract number, so a draft without one is not kept.
  const draft =
    matches(old.draft, OldDraft) && typeof old.payedContractId === 'string'
      ? { ...old.draft, number: old.payedContractId, customer: { phone: old.draft.customer.phone } }
      : null;
  return {
    schemaVersion: JOURNEY_SCHEMA_VERSION,
    selection: old.selection,
    product: old.product,
    draft,
    codeSentAt: old.codeSentAt,
    signed: old.signed,
    points: old.points,
    paid: old.payed,
  };
}

// The types of the documents a step declares, as their schemas (*.schema.json beside this file) define them, and of
// index.js's parsers. A change to a schema changes its type here in the same commit.
import type { StepName } from './stepName';

type Localized = { uk: string; en: string };

/** default: header, indicator and footer; empty and provider: the page alone (a result, a provider's return). */
export type LayoutKind = 'default' | 'empty' | 'provider';

/** A page of a step's routes.json. */
export interface StepRoute {
  /** The step's own name for the page: its code refers to the page by this name, never by its path. */
  page: string;
  /** The path without the language prefix: '/payment', never '/en/payment'. */
  path: string;
  layout: LayoutKind;
  /** The step of the journey indicator the page belongs to; none for result pages. A step of the registry. */
  step?: StepName;
  /** A payment provider may come back to the page with a form POST, which the shop server turns into a GET. */
  providerReturn?: true;
  /** The page title in both languages; {{company}} stands for the company name. */
  title: Localized;
}

/** When a step applies: loyaltyCustomer, the browser holds a loyalty customer id. */
export type JourneyCondition = 'loyaltyCustomer';

/** What the journey must hold before a step's pages show anything (the shell checks each). */
export type JourneyNeed = 'product' | 'draft' | 'contractNumber' | 'signed';

/** A step's place in the journey (step.json's "journey"). */
export interface StepJourney {
  /** The step's name in the journey indicator. */
  label: Localized;
  /** The step this one comes after; none for the first step. */
  follows?: StepName;
  /** The step this one comes before, where two steps follow the same one. */
  precedes?: StepName;
  /** The step applies only then; otherwise the buyer passes it by. */
  when?: JourneyCondition;
  /** In the order checked. */
  needs: JourneyNeed[];
}

export type CallMethod = 'GET' | 'POST' | 'PUT';
/**
 * What a parameter is to the insurer, and so what the shop server checks (docs/step-release.md, "calls"): a contract
 * of the buyer's session, the session's proved loyalty customer, an address on the shop's origin, a phone the SMS
 * budgets count by, a contract state a buyer may ask for, or plain data passed on as it is.
 */
export type ParamKind = 'contractId' | 'loyaltyCustomerId' | 'returnAddress' | 'phone' | 'contractState' | 'data';
export type CallLimit = 'codes' | 'loyalty' | 'drafts';
export type CallCost = 'payment' | 'document';
export type CallAnswer = 'newContract' | 'codeCheck' | 'paymentConfirmation' | 'document';
export type JourneyEvent =
  'offer_searched' | 'draft_saved' | 'code_sent' | 'signed' | 'points_used' | 'payment_started' | 'document_fetched';

/** The call may text the buyer. */
export interface CallTexts {
  /** It texts nobody when one of these parameters is given, or is zero. */
  skipWhen?: Record<string, 'given' | 'zero'>;
  /** Error codes of a 200 answer that still mean a message went out. */
  sentErrorCodes?: (string | number)[];
}

/** One insurer call a step owns (step.json's "calls"). */
export interface StepCall {
  method: CallMethod;
  path: string;
  /** Every parameter passed on (a GET's query, else its JSON body), by name, with its kind. */
  params: Record<string, ParamKind>;
  limit?: CallLimit;
  texts?: CallTexts;
  costs?: CallCost;
  event?: JourneyEvent;
  /** The payment provider of a payment_started event. */
  provider?: string;
  answer?: CallAnswer;
  idempotent?: true;
}

/** A call a step makes and another step (or the shell) owns (step.json's "uses"), with the parameters it sends. */
export interface CallUse {
  method: CallMethod;
  path: string;
  params?: string[];
}

export interface OwnedCall {
  owner: string;
  call: StepCall;
}

export interface BuildCalls {
  calls: readonly StepCall[];
  uses?: readonly CallUse[];
}

export interface EntryCalls extends BuildCalls {
  trial?: BuildCalls;
}

export interface CallChanges {
  added: StepCall[];
  removed: StepCall[];
  changed: { before: StepCall; after: StepCall }[];
}

/** A step's step.json. */
export interface StepDeclaration {
  $schema?: string;
  journey: StepJourney;
  calls: StepCall[];
  uses?: CallUse[];
  /** How a canary release of the build is staged and judged, over the defaults (shared/release/canaryPlan.js). */
  canary?: {
    stages?: number[];
    minStageSeconds?: number;
    holdAfterSeconds?: number;
    minBuyers?: number;
    minCalls?: number;
    minVitals?: number;
    alpha?: number;
    minRateIncrease?: number;
    lcpMarginMs?: number;
    inpMarginMs?: number;
  };
}

export declare function parseStepRoutes(value: unknown, owner: string): StepRoute[];
export declare function parseStepJourney(value: unknown, owner: string): StepJourney;
export declare function parseStepUses(value: unknown, step: StepName): CallUse[];
export declare function parseStepJson(value: unknown, owner: string): StepDeclaration;
export declare function checkRegistryForm(value: unknown): void;

export declare const SHELL_CALLS: readonly CallUse[];
export declare const DROPPED_CHECK: 'droppedCheck';
export declare function canonicalPath(path: string): string | undefined;
/** A call's method and path, as a step declares or uses it. */
export interface CallAddress {
  method: string;
  path: string;
}
export declare function callKey(call: CallAddress): string;
export declare function callName(call: CallAddress): string;
export declare function parseStepCalls(value: unknown, step: string): StepCall[];
export declare function paramsOfKind(call: StepCall, kind: ParamKind): string[];
export declare function droppedTreatments(before: StepCall, after: StepCall): string[];
export declare function callOwners(owners: Iterable<[string, readonly StepCall[]]>): Map<string, OwnedCall>;
export declare function unmetUses(registry: Readonly<Record<string, EntryCalls>>): string[];
export declare function usersOf(registry: Readonly<Record<string, EntryCalls>>, owner: string, key: string): string[];
export declare function releasedCalls(
  registry: Record<string, unknown>,
  step: string,
  declared: unknown,
): { calls: StepCall[]; changes: CallChanges };
export declare function callChangeLines(changes: CallChanges): string[];
export declare function isObject(value: unknown): value is Record<string, unknown>;

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
/** The shop server's checks (docs/shop-server.md). */
export type CallCheck =
  | 'contractInQuery'
  | 'contractInBody'
  | 'loyaltyCustomer'
  | 'statusRequest'
  | 'returnUrls'
  | 'codeLimit'
  | 'loyaltyLimit'
  | 'draftLimit'
  | 'smsBudget'
  | 'idempotent';
export type CallAnswer = 'newContract' | 'document';

/** One insurer call a step owns (step.json's "calls"). */
export interface StepCall {
  method: CallMethod;
  path: string;
  query?: string[];
  checks?: CallCheck[];
  answer?: CallAnswer;
}

/** A call a step makes and another step (or the shell) owns (step.json's "uses"). */
export interface CallUse {
  method: CallMethod;
  path: string;
}

/** A step's step.json. */
export interface StepDeclaration {
  $schema?: string;
  journey: StepJourney;
  calls: StepCall[];
  uses?: CallUse[];
  /** How a canary release of the build is staged and judged, over the defaults (shared/build/release/canaryPlan.js). */
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
export declare function stepCallsForm(value: unknown, step: StepName): StepCall[];
export declare function parseStepUses(value: unknown, step: StepName): CallUse[];
export declare function parseStepJson(value: unknown, owner: string): StepDeclaration;
export declare function checkRegistryForm(value: unknown): void;

// A step's place in the journey, as its step.json declares it (docs/step-release.md, "journey"). The registry carries
// it for each step; the shop server and the page read it through here, so both accept exactly the same.
import { LOCALES, type Localized } from '@greencard/domain';
import { isStepName, type StepName } from './stepName';

/** When a step applies (closed vocabulary): loyaltyCustomer, the browser holds a loyalty customer id. */
const JOURNEY_CONDITIONS = ['loyaltyCustomer'] as const;
export type JourneyCondition = (typeof JOURNEY_CONDITIONS)[number];

/** What the journey must hold before a step's pages show anything (closed vocabulary; the shell checks each). */
const JOURNEY_NEEDS = ['product', 'draft', 'contractNumber', 'signed'] as const;
export type JourneyNeed = (typeof JOURNEY_NEEDS)[number];

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

const KEYS = ['label', 'follows', 'precedes', 'when', 'needs'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

function parseLabel(value: unknown, where: string): Localized {
  const complete =
    isObject(value) &&
    Object.keys(value).length === LOCALES.length &&
    LOCALES.every((locale) => typeof value[locale] === 'string' && (value[locale] as string).trim() !== '');
  if (!complete) throw new Error(`${where}: "label" must be {"uk": "...", "en": "..."}, both non-empty`);
  return Object.fromEntries(LOCALES.map((locale) => [locale, value[locale]])) as Localized;
}

function parseNeighbour(value: unknown, key: 'follows' | 'precedes', step: StepName, where: string): StepName | undefined {
  if (value === undefined) return undefined;
  if (!isStepName(value)) throw new Error(`${where}: "${key}" must name a step, not ${JSON.stringify(value)}`);
  if (value === step) throw new Error(`${where}: "${key}" names the step itself`);
  return value;
}

function parseNeeds(value: unknown, where: string): JourneyNeed[] {
  if (!Array.isArray(value)) throw new Error(`${where}: "needs" must be a list (empty when the step needs nothing)`);
  const unknown = value.filter((need) => !JOURNEY_NEEDS.includes(need as JourneyNeed));
  if (unknown.length) {
    throw new Error(`${where}: "needs" has ${unknown.map((need) => JSON.stringify(need)).join(', ')}; it may hold ${quoted(JOURNEY_NEEDS)}`);
  }
  if (new Set(value).size !== value.length) throw new Error(`${where}: "needs" names a need twice`);
  return value as JourneyNeed[];
}

/** The journey of a step's step.json, checked: unknown keys and values are refused, naming the step. */
export function parseStepJourney(value: unknown, step: StepName): StepJourney {
  const where = `${step} journey`;
  if (!isObject(value)) throw new Error(`${where}: must be { "label": {...}, "follows": "<step>", "needs": [...] }`);
  const unknown = Object.keys(value).filter((key) => !KEYS.includes(key));
  if (unknown.length) throw new Error(`${where}: unknown ${quoted(unknown)}; a journey has ${quoted(KEYS)}`);
  const { when } = value;
  if (when !== undefined && !JOURNEY_CONDITIONS.includes(when as JourneyCondition)) {
    throw new Error(`${where}: "when" must be one of ${quoted(JOURNEY_CONDITIONS)} or left out, not ${JSON.stringify(when)}`);
  }
  const follows = parseNeighbour(value.follows, 'follows', step, where);
  const precedes = parseNeighbour(value.precedes, 'precedes', step, where);
  return {
    label: parseLabel(value.label, where),
    ...(follows === undefined ? {} : { follows }),
    ...(precedes === undefined ? {} : { precedes }),
    ...(when === undefined ? {} : { when: when as JourneyCondition }),
    needs: parseNeeds(value.needs, where),
  };
}

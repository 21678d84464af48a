// The types of stepName.js.

/** A step's name, as the registry spells it: 'calculator', 'payment', a new team's 'review'. */
export type StepName = string;

export declare function isStepName(value: unknown): value is StepName;
export declare const STEP_NAME_RULE: string;
export declare const STEP_NAME_PATTERN: string;

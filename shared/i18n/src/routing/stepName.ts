// A step's name is its key in the registry (remotes.json): the registry, not a list in the code, says which steps
// the journey has (docs/step-release.md). The name is also the step's remote name and a part of its port's
// variable (MF_<STEP>_PORT), so it is kept to a plain identifier.

/** A step's name, as the registry spells it: 'calculator', 'payment', a new team's 'review'. */
export type StepName = string;

const STEP_NAME = /^[a-z][a-zA-Z0-9]{0,31}$/;

export const isStepName = (value: unknown): value is StepName => typeof value === 'string' && STEP_NAME.test(value);

/** What a step name may be, for error messages. */
export const STEP_NAME_RULE = 'a lowercase letter, then up to 31 letters or digits';

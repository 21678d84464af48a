/** One choice of a Select, Combobox or RadioGroup: the value and its text in the buyer's language. */
export interface ChoiceOption<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

export type OptionValue = string | number;

export { TextInput } from './text-input/TextInput';
export { DateInput, type DateInputProps } from './date-input/DateInput';
export { Select, type SelectProps } from './select/Select';
export type { ChoiceOption, OptionValue } from './field/field';
export { Combobox, type ComboboxProps, type ComboboxValue } from './combobox/Combobox';
export { Checkbox, type CheckboxProps } from './checkbox/Checkbox';
export { RadioGroup, type RadioGroupProps } from './radio-group/RadioGroup';
export { Button } from './button/Button';
export { Countdown, useResendSeconds } from './countdown/Countdown';
export { Price } from './price/Price';
export { ErrorMessage, Notice } from './messages/messages';
export { Loading } from './loading/Loading';
export { StepIndicator } from './steps/StepIndicator';
export { Container } from './layout/Container';
// The form side every react-final-form adapter shares; a step writes the adapters of the widgets only it uses.
export { TextField, useFormField, visibleErrorKey, type FieldAdapterProps, type WidgetProps } from './form/fieldError';

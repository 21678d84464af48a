export { TextInput } from './text-input/TextInput';
export { DateInput, type DateInputProps } from './date-input/DateInput';
export { Select, type SelectProps } from './select/Select';
export type { ChoiceOption, OptionValue } from './select/options';
export { Combobox, type ComboboxProps, type ComboboxValue } from './combobox/Combobox';
export { Checkbox, type CheckboxProps } from './checkbox/Checkbox';
export { RadioGroup, type RadioGroupProps } from './radio-group/RadioGroup';
export { Button } from './button/Button';
export { Countdown } from './countdown/Countdown';
export { useResendSeconds } from './countdown/useResendSeconds';
export { Price } from './price/Price';
export { ErrorMessage } from './messages/ErrorMessage';
export { Notice } from './messages/Notice';
export { Loading } from './loading/Loading';
export { StepIndicator } from './steps/StepIndicator';
export { Container } from './layout/Container';
export { TextField } from './form/TextField';
// The form side every react-final-form adapter shares; a step writes the adapters of the widgets only it uses.
export { useFormField, visibleErrorKey, type FieldAdapterProps, type WidgetProps } from './form/fieldError';

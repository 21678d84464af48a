export { TextInput, type TextInputProps } from './text-input/TextInput';
export { Select, type SelectProps } from './select/Select';
export type { ChoiceOption, OptionValue } from './field/field';
// The parts a step's own widgets are made of (the contract step's checkbox, combobox and date input).
export { fieldAria, FieldMessages, focusWithin, useFieldIds, type FieldProps } from './field/field';
export { stepIndex } from './select/listNavigation';
export { useListbox } from './select/useListbox';
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

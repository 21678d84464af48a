import { useTranslation } from '@greencard/i18n';
import { TextInput, type TextInputProps } from '../text-input/TextInput';
import { maskDateInput } from './maskDateInput';

export type DateInputProps = Omit<TextInputProps, 'type' | 'inputMode' | 'maxLength'>;

/** A date typed as dd.mm.yyyy (rules §5) with the dots put in as the buyer types; the value is that text. */
export function DateInput({ value, onChange, placeholder, ...rest }: DateInputProps) {
  const { t } = useTranslation('common');
  return (
    <TextInput
      {...rest}
      value={value}
      onChange={(next) => onChange(maskDateInput(next, value))}
      inputMode="numeric"
      maxLength={10}
      placeholder={placeholder ?? t('datePlaceholder')}
    />
  );
}

import { useTranslation } from '@greencard/i18n';
import { TextInput, type TextInputProps } from '@greencard/ui';

// What the date field shows while the buyer types 'dd.mm.yyyy': only digits are kept, the dots come by
// themselves, and a one-digit day or month followed by a separator gets its leading zero ('1.' -> '01.').

const GROUP_LENGTHS = [2, 2, 4] as const;
const SEPARATOR = /[./\-\s,]/;

/** next: the text after the keystroke; previous: the text before it (to tell typing from deleting). */
export function maskDateInput(next: string, previous = ''): string {
  const typing = next.length > previous.length;
  const groups = ['', '', ''];
  let group = 0;
  for (const char of next) {
    const length = GROUP_LENGTHS[group] ?? 0;
    if (/\d/.test(char)) {
      if ((groups[group] ?? '').length === length) {
        if (group === 2) break;
        group += 1;
      }
      groups[group] += char;
    } else if (SEPARATOR.test(char) && group < 2 && (groups[group] ?? '') !== '') {
      if (typing && groups[group]?.length === 1) groups[group] = `0${groups[group]}`;
      group += 1;
    }
  }
  // Typing the second digit of the day or month moves on to the next part at once.
  if (typing && group < 2 && (groups[group] ?? '').length === GROUP_LENGTHS[group]) group += 1;
  return groups.slice(0, group + 1).join('.');
}

export type DateInputProps = Omit<TextInputProps, 'type' | 'inputMode' | 'maxLength'>;

/** A date typed as dd.mm.yyyy (rules §5) with the dots put in as the buyer types; the value is that text. */
export function DateInput({ value, onChange, placeholder, ...rest }: DateInputProps) {
  const { t } = useTranslation('contract');
  return (
    <TextInput
      {...rest}
      value={value}
      onChange={(next) => onChange(maskDateInput(next, value))}
      inputMode="numeric"
      maxLength={10}
      placeholder={placeholder ?? t('widgets.datePlaceholder')}
    />
  );
}

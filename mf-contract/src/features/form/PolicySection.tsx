import { useField } from 'react-final-form';
import { formatDate, type IsoDate, type Period } from '@greencard/domain';
import { toIsoDate } from '../calendar/calendar';
import { coverageEnd } from './coverageEnd';
import { validateStartDate } from '../rules/dates';
import { useTranslation } from '@greencard/i18n';
import { DateField } from '../fields/DateField';

/** The start date (later than tomorrow, at most 30 days ahead) and, once it is valid, the last day of cover. */
export function PolicySection({ period, today }: { period: Period; today: () => IsoDate }) {
  const { t } = useTranslation('contract');
  const { input } = useField<string>('startDate', { subscription: { value: true } });
  const text = input.value ?? '';
  const start = validateStartDate(text, today()) === undefined ? toIsoDate(text) : null;
  return (
    <fieldset className="contract-form__group">
      <legend>{t('sections.policy')}</legend>
      <DateField
        name="startDate"
        label={t('fields.startDate')}
        hint={
          start
            ? t('policy.coverUntil', { from: formatDate(start), to: formatDate(coverageEnd(start, period)) })
            : undefined
        }
        required
      />
    </fieldset>
  );
}

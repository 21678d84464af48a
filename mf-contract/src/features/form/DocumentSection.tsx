import { useField } from 'react-final-form';
import { FORM_DOCUMENT_TYPES, documentFieldsRequired, type FormDocumentType } from '@greencard/domain';
import { useTranslation } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { DateField, RadioGroupField, TextField } from '@greencard/ui';
import { useLimitMessage } from '../values/useLimitMessage';

/** The identity document: international passport (default) or driving licence; changing it clears the fields. */
export function DocumentSection() {
  const { t } = useTranslation('contract');
  const locale = useLocale();
  const limitMessage = useLimitMessage();
  const { input: type } = useField<FormDocumentType>('passportTypeSelect', { subscription: { value: true } });
  const needs = documentFieldsRequired(type.value);
  const options = FORM_DOCUMENT_TYPES.map((option) => ({ value: option.value, label: option.label[locale] }));
  return (
    <fieldset className="contract-form__group">
      <legend>{t('sections.document')}</legend>
      <RadioGroupField<FormDocumentType>
        name="passportTypeSelect"
        label={t('fields.passportTypeSelect')}
        options={options}
        inline
        required
      />
      <TextField
        name="passportSeries"
        label={t('fields.passportSeries')}
        required={needs.series}
        translateError={limitMessage('passportSeries')}
      />
      <TextField
        name="passportNumber"
        label={t('fields.passportNumber')}
        inputMode="numeric"
        required={needs.number}
        translateError={limitMessage('passportNumber')}
      />
      <TextField
        name="passportFrom"
        label={t('fields.passportFrom')}
        required={needs.issuedBy}
        translateError={limitMessage('passportFrom')}
      />
      <DateField name="passportDate" label={t('fields.passportDate')} required={needs.date} />
      <TextField
        name="passportRecord"
        label={t('fields.passportRecord')}
        required={needs.record}
        translateError={limitMessage('passportRecord')}
      />
    </fieldset>
  );
}

import { useField } from 'react-final-form';
import { FORM_DOCUMENT_TYPES, type FormDocumentType } from '../rules/documentTypes';
import { documentFieldsRequired } from '../rules/documents';
import { useTranslation } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { TextField } from '@greencard/ui';
import { DateField } from '../fields/DateField';
import { RadioGroupField } from '../fields/RadioGroupField';
import { useLimitMessage } from '../values/useLimitMessage';

/** The identity document: international passport (default) or driving licence; changing it clears the fields. */
export function DocumentSection() {
  const { t } = useTranslation('contract');
  const locale = useLocale();
  const limitMessage = useLimitMessage();
  const { input: type } = useField<FormDocumentType>('documentType', { subscription: { value: true } });
  const needs = documentFieldsRequired(type.value);
  const options = FORM_DOCUMENT_TYPES.map((option) => ({ value: option.value, label: option.label[locale] }));
  return (
    <fieldset className="contract-form__group">
      <legend>{t('sections.document')}</legend>
      <RadioGroupField<FormDocumentType>
        name="documentType"
        label={t('fields.documentType')}
        options={options}
        inline
        required
      />
      <TextField
        name="documentSeries"
        label={t('fields.documentSeries')}
        required={needs.series}
        translateError={limitMessage('documentSeries')}
      />
      <TextField
        name="documentNumber"
        label={t('fields.documentNumber')}
        inputMode="numeric"
        required={needs.number}
        translateError={limitMessage('documentNumber')}
      />
      <TextField
        name="documentIssuedBy"
        label={t('fields.documentIssuedBy')}
        required={needs.issuedBy}
        translateError={limitMessage('documentIssuedBy')}
      />
      <DateField name="documentDate" label={t('fields.documentDate')} required={needs.date} />
      <TextField
        name="documentRecord"
        label={t('fields.documentRecord')}
        required={needs.record}
        translateError={limitMessage('documentRecord')}
      />
    </fieldset>
  );
}

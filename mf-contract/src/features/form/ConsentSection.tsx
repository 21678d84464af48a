import { useTranslation } from '@greencard/i18n';
import { CheckboxField } from '@greencard/ui';

/** The two ticks the confirmation needs (spec 5): accurate data with consent to processing, and the offer read. */
export function ConsentSection() {
  const { t } = useTranslation('contract');
  return (
    <fieldset className="contract-form__group">
      <legend>{t('sections.consent')}</legend>
      <CheckboxField name="confirm" label={t('fields.confirm')} required />
      <CheckboxField name="offerRead" label={t('fields.offerRead')} required />
    </fieldset>
  );
}

import { useTranslation } from '@greencard/i18n';
import { TextField } from '@greencard/ui';
import { CityField } from '../search/CityField';
import { useLimitMessage } from './useLimitMessage';

/** How to reach the insured person and where they are registered. */
export function ContactsSection() {
  const { t } = useTranslation('contract');
  const limitMessage = useLimitMessage();
  return (
    <fieldset className="contract-form__group">
      <legend>{t('sections.contacts')}</legend>
      <TextField
        name="address"
        label={t('fields.address')}
        autoComplete="street-address"
        required
        translateError={limitMessage('address')}
      />
      <CityField />
      <TextField
        name="phone"
        label={t('fields.phone')}
        hint={t('fields.phoneHint')}
        type="tel"
        autoComplete="tel"
        required
        translateError={limitMessage('phone')}
      />
      <TextField
        name="email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        translateError={limitMessage('email')}
      />
    </fieldset>
  );
}

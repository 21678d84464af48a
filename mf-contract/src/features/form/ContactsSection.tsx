import { useField } from 'react-final-form';
import { useTranslation } from '@greencard/i18n';
import { TextField, visibleErrorKey } from '@greencard/ui';
import { CityField } from '../search/CityField';
import { phoneHint } from './phoneHint';
import { useLimitMessage } from '../values/useLimitMessage';

const ERROR_STATE = { error: true, touched: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true };

/** How to reach the insured person and where they are registered. */
export function ContactsSection() {
  const { t } = useTranslation('contract');
  const limitMessage = useLimitMessage();
  const { meta: phone } = useField<string>('phone', { subscription: ERROR_STATE });
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
        hint={phoneHint(visibleErrorKey(phone), t('fields.phoneHint'))}
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

import { useId } from 'react';
import { useTranslation } from '@greencard/i18n';
import type { PaymentProvider } from '../providers/providers';
import { PaymentMarks } from './PaymentMarks';
import { marksFor, repeatsLabel } from './paymentMarks';

interface Props {
  methods: readonly PaymentProvider[];
  value: PaymentProvider;
  onChange: (method: PaymentProvider) => void;
  disabled: boolean;
  hint?: string;
}

/**
 * The payment method as native radios in a fieldset (arrow keys move between them as browsers do), each option a
 * card with its marks beside the label. The shared RadioGroup takes plain-text labels only, hence this one.
 */
export function MethodChoice({ methods, value, onChange, disabled, hint }: Props) {
  const { t } = useTranslation('payment');
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <fieldset
      role="radiogroup"
      className="gc-field payment-methods"
      aria-labelledby={`${id}-label`}
      aria-describedby={hint ? hintId : undefined}
      disabled={disabled}
    >
      <legend id={`${id}-label`} className="gc-field__label">
        {t('pay.method')}
      </legend>
      <div className="payment-methods__options">
        {methods.map((method) => {
          const optionId = `${id}-${method}`;
          const said = marksFor(method).some((mark) => !repeatsLabel(mark));
          return (
            <div key={method} className={`payment-method${method === value ? ' is-checked' : ''}`}>
              <input
                id={optionId}
                type="radio"
                className="gc-radio__input"
                name={`${id}-method`}
                value={method}
                checked={method === value}
                onChange={() => onChange(method)}
                aria-describedby={said ? `${optionId}-marks` : undefined}
              />
              <label htmlFor={optionId} className="payment-method__label">
                {t(`pay.methods.${method}`)}
              </label>
              <PaymentMarks method={method} id={`${optionId}-marks`} />
            </div>
          );
        })}
      </div>
      {hint ? (
        <p id={hintId} className="gc-field__hint">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

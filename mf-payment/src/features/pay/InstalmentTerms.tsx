import { BANK_TERMS, formatPrice } from '@greencard/domain';
import { useTranslation } from '@greencard/i18n';
import { Select } from '@greencard/ui';
import { INSTALMENT_MONTHS, instalmentQuote } from './paymentOptions';

interface Props {
  amount: number;
  months: number;
  onMonthsChange: (months: number) => void;
  disabled: boolean;
}

const monthOptions = INSTALMENT_MONTHS.map((m) => ({ value: m, label: String(m) }));

/** The term choice and what it costs a month, with the bank's terms (rules §9) and when the contract is sent. */
export function InstalmentTerms({ amount, months, onMonthsChange, disabled }: Props) {
  const { t } = useTranslation('payment');
  const quote = instalmentQuote(amount, months);
  return (
    <div className="payment-instalments">
      <Select<number>
        label={t('pay.months')}
        options={monthOptions}
        value={months}
        onChange={onMonthsChange}
        disabled={disabled}
      />
      <p className="payment-instalments__monthly" aria-live="polite">
        {t('pay.monthly', { from: formatPrice(quote.monthlyFrom), to: formatPrice(quote.monthlyTo) })}
      </p>
      <p className="payment-instalments__terms">
        {t('pay.bankTerms', {
          maxLoan: formatPrice(BANK_TERMS.maxLoan),
          minMonths: BANK_TERMS.minMonths,
          maxMonths: BANK_TERMS.maxMonths,
          minRate: BANK_TERMS.minAnnualRatePercent,
          maxRate: BANK_TERMS.maxAnnualRatePercent,
        })}
      </p>
      <p className="payment-instalments__note">{t('pay.instalmentsNote')}</p>
    </div>
  );
}

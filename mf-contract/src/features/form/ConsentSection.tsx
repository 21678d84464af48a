import { useId, type ReactNode } from 'react';
import { useTranslation } from '@greencard/i18n';
import { useLocale, useShopConfig } from '@greencard/step';
import { CheckboxField } from '../fields/CheckboxField';
import { linkedText } from './linkedText';

interface OfferLinkProps {
  href: string;
  /** The element that says the link opens a new tab. */
  describedBy: string;
  children?: ReactNode;
}

/**
 * The insurer's public offer, in a new tab so the form keeps what the buyer typed. The new tab is said in the link's
 * description rather than its text, so the checkbox keeps its name ("I have read the offer").
 */
function OfferLink({ href, describedBy, children }: OfferLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
      {children}
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}

/**
 * The two ticks the confirmation needs (rules §5): accurate data with consent to processing, and the offer read. The
 * offer's words link to the insurer's offer in the page language when the insurer publishes one
 * (docs/insurer-settings.md, `offer_url`).
 */
export function ConsentSection() {
  const { t } = useTranslation('contract');
  const { company } = useShopConfig();
  const locale = useLocale();
  const offerUrl = company.offerUrl?.[locale];
  const newTabId = useId();
  const linked = offerUrl ? linkedText(t('fields.offerReadLinked')) : undefined;
  const offerLabel =
    offerUrl && linked ? (
      <>
        {linked.before}
        <OfferLink href={offerUrl} describedBy={newTabId}>
          {linked.link}
        </OfferLink>
        {linked.after}
      </>
    ) : (
      t('fields.offerRead')
    );
  return (
    <fieldset className="contract-form__group">
      <legend>{t('sections.consent')}</legend>
      <CheckboxField name="confirm" label={t('fields.confirm')} required />
      <CheckboxField name="offerRead" label={offerLabel} required />
      {offerUrl && (
        <span id={newTabId} hidden>
          {t('fields.opensInNewTab')}
        </span>
      )}
    </fieldset>
  );
}

import { useEffect } from 'react';
import { useTranslation } from '@greencard/i18n';
import { redirectToStart, useLocale, useSignDeadline } from '@greencard/step';
import { selectDraft, useShopSelector, type JourneyDraft } from '@greencard/store';
import { Container } from '@greencard/ui';
import { CodeForm } from '../code/CodeForm';
import { SignDeadlineNotice } from '../deadline/SignDeadlineNotice';
import { AlreadySigned } from './AlreadySigned';

/** /confirm: needs the draft the contract step saved; without one the buyer goes back to the start. */
export function ConfirmPage() {
  const draft = useShopSelector(selectDraft);
  const locale = useLocale();
  useEffect(() => {
    if (!draft) redirectToStart('noDraft', locale);
  }, [draft, locale]);
  return draft ? <ConfirmScreen draft={draft} /> : null;
}

function ConfirmScreen({ draft }: { draft: JourneyDraft }) {
  const { t } = useTranslation('confirm');
  const signed = useShopSelector((state) => state.journey.signed);
  const deadline = useSignDeadline();
  // If the server time cannot be read the insurer still refuses a late contract, so the buyer may try.
  const signingOpen = deadline.status === 'open' || deadline.status === 'unknown';

  return (
    <Container className="confirm">
      <h1 className="confirm__title">{t('heading')}</h1>
      <p className="confirm__contract">{t('contractNumber', { number: draft.number })}</p>
      {signed ? (
        <AlreadySigned />
      ) : (
        <>
          <SignDeadlineNotice deadline={deadline} />
          <CodeForm draft={draft} signingOpen={signingOpen} />
        </>
      )}
    </Container>
  );
}

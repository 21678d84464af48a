import { useState } from 'react';
import { useTranslation } from '@greencard/i18n';
import { Button, ErrorMessage } from '@greencard/ui';
import { problemText } from './problemText';
import type { RedemptionProblem } from './useRedemption';

interface Props {
  /** Releases any reserved points and goes on to payment; resolves to the problem when it could not. */
  onSkip: () => Promise<RedemptionProblem | undefined>;
}

/** The way on without points, always offered. It asks the insurer first, so it can fail: then it says why. */
export function SkipAction({ onSkip }: Props) {
  const { t } = useTranslation('points');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<RedemptionProblem>();

  const skip = async () => {
    setProblem(undefined);
    setBusy(true);
    const outcome = await onSkip();
    // On success the page has moved on to payment; the state below only matters when it did not.
    setBusy(false);
    setProblem(outcome);
  };

  return (
    <div className="points__skip">
      <ErrorMessage>{problemText(t, problem)}</ErrorMessage>
      <Button variant="link" busy={busy} onClick={() => void skip()}>
        {t('skip')}
      </Button>
    </div>
  );
}

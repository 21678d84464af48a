import { POINTS_MAX_SHARE } from '@greencard/domain';
import { useTranslation } from '@greencard/i18n';
import { Container } from '@greencard/ui';
import { usePointsAccess } from './features/access/usePointsAccess';
import { Redemption } from './features/redeem/Redemption';

/** /points: shown to a buyer with a signed contract and a loyalty customer id; anyone else is sent on. */
export function PointsPage() {
  const access = usePointsAccess();
  const { t } = useTranslation('points');
  if (access.kind !== 'open') return null;
  return (
    <Container className="points">
      <h1 className="points__title">{t('title')}</h1>
      <p className="points__intro">{t('intro', { share: Math.round(POINTS_MAX_SHARE * 100) })}</p>
      <Redemption target={access} />
    </Container>
  );
}

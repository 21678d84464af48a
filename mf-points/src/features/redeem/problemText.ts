import type { TFunction } from '@greencard/i18n';
import type { RedemptionProblem } from './useRedemption';

/** The text of a problem: the points errors are the common catalogue's (rules §8), waiting is the step's own. */
export function problemText(t: TFunction, problem: RedemptionProblem | undefined): string | null {
  if (problem === undefined) return null;
  return problem === 'waitForResend' ? t('points:amount.waitForResend') : t(`common:errors.${problem}`);
}

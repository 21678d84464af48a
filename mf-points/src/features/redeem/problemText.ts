import { apiErrorText, type AnyTextsT } from '@greencard/i18n';
import type { RedemptionProblem } from './useRedemption';

/**
 * The text of a problem, `t` being the step's translator: a failure of the catalogue (rules §8) is said by the step's
 * own texts when only its calls end in it (the points errors), else by the common ones; waiting is the step's own.
 */
export function problemText(t: AnyTextsT, problem: RedemptionProblem | undefined): string | null {
  if (problem === undefined) return null;
  return problem === 'waitForResend' ? t('points:amount.waitForResend') : apiErrorText(t, { key: problem });
}

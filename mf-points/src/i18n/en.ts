import type { Texts } from '@greencard/i18n';
import type { PointsTexts } from './uk';

export const en: Texts<PointsTexts> = {
  title: 'Pay with points',
  intro:
    'You can pay up to {{share}}% of the policy price with loyalty programme points. We will send a one-time password to confirm the withdrawal; you pay the rest online.',
  summary: {
    label: 'Loyalty programme points',
    premium: 'Policy price',
    balance: 'Available balance',
    redeemable: 'May be redeemed',
    toWithdraw: 'Amount to withdraw',
    additionalPayment: 'Additional payment',
  },
  amount: {
    label: 'Amount to withdraw, UAH',
    hint: 'From 0 to {{max}}. To pay the full price, enter 0.',
    submit: 'Continue',
    waitForResend: 'A new one-time password can be sent once the countdown ends.',
    resendIn: 'A new password can be sent in',
  },
  secret: {
    legend: 'Confirm the withdrawal',
    sent: 'We have sent a one-time password for withdrawing {{points}} to the phone of your loyalty programme account.',
    label: 'One-time password',
    submit: 'Confirm the withdrawal',
    resendIn: 'You can resend it in',
    changeAmount: 'Change the amount',
  },
  skip: 'Skip and pay the full price',
  validation: {
    amount: 'Enter an amount',
    max: 'The amount is more than the points can pay',
    decimals: 'At most two decimals (.00)',
  },
  errors: {
    pointsDefault: 'Something went wrong. Please try again.',
    pointsInvalidSecret:
      'Incorrect one-time password. Check it and enter it again, or click Resend once the countdown ends.',
    loyaltyNotProved:
      "The shop no longer knows your loyalty programme account in this browser. To pay with points, open the shop again from your loyalty programme's link; or pay the full price.",
  },
};

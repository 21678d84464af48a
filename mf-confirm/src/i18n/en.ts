import type { ConfirmTexts } from './uk';

// Same key tree as uk.ts (the type and i18n.test.ts hold it so).
export const en: ConfirmTexts = {
  heading: 'Sign the contract with the code',
  contractNumber: 'Contract No. {{number}}',
  codeSentTo: 'We have sent a one-time code by SMS to {{phone}}.',
  codeNotSent: 'Send a one-time code to {{phone}} to sign the contract.',
  codeLabel: 'OTP code',
  codeHint: '{{length}} digits from the SMS',
  sign: 'Sign the contract',
  sendCode: 'Send the code',
  resendIn: 'You can request a new code in',
  codeResent: 'A new code has been sent.',
  attemptsLeft: 'Attempts left: {{count}}.',
  deadline: {
    rule: 'The contract must be signed with the code and paid before the end of the current day.',
    until: 'Signing and paying are available until {{time}} Kyiv time.',
    checking: 'Checking whether the contract can still be signed today…',
    closedTitle: 'The contract can no longer be signed today',
    startAgain: 'Go to the home page',
  },
  signed: {
    text: 'The contract is already signed with the code.',
    continue: 'Continue',
  },
  wrongCode: 'Invalid code',
  errors: {
    checkOTP: 'Failed to check code',
  },
};

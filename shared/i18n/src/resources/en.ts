// The `common` namespace in English; the Texts<> type holds it to exactly the Ukrainian key tree.
import type { Texts } from './texts';
import type { CommonTexts } from './uk';

export const en: Texts<CommonTexts> = {
  select: 'Select',
  loading: 'Loading…',
  retry: 'Try again',
  resend: 'Resend',
  notFound: 'This page could not be found',
  errors: {
    serverError: 'Server error, please try later',
    sendOTP: 'Failed to send SMS code',
    status: 'Failed to change contract status',
    tooManyAttempts: 'Too many attempts, try again later',
    smsPaused: 'Sending SMS codes is paused for a while. Please try again later: what you have entered is kept.',
    codeExpired: 'The code has expired. Request a new code.',
    codeAttemptsExhausted: 'Too many wrong codes. Request a new code.',
    sessionMismatch:
      'This contract was started in another browser or your session has expired. Start again from the calculator, or contact support if you have already paid.',
    paymentMismatch: 'The payment did not match the amount due and is being refunded. Please pay again.',
    insurerMessage: 'The insurer did not accept the data. Check them and try again.',
    underwriting: 'The contract needs extra underwriting: contact support.',
    underwritingPerson: 'The contract needs extra underwriting of the person: contact support.',
    underwritingVehicle: 'The contract needs extra underwriting of the vehicle: contact support.',
    generic: 'Something went wrong. Try later.',
  },
  validation: {
    required: 'Required field',
    onlyLatin: 'Only latin',
    wrongStateNumber: 'Wrong state number',
    wrongIndividualNumber:
      'An individual number: 3 to 8 letters and digits, at least one letter, the letters all Latin or all Ukrainian',
    wrongNumberOf1995: 'A number of the 1995 format: five digits and two letters, such as 12345 AA',
    wrongNumberBefore1995: 'A number of before 1995: a letter, four digits and two letters, such as А 1234 КИ',
    wrongTransitNumber: 'A transit number: four digits and two letters, such as 1234 AA',
    codeFormat: 'Enter the {{codeLength}}-digit code',
  },
  steps: {
    label: 'Purchase steps',
    completed: 'done',
  },
  shell: {
    skipToContent: 'Skip to main content',
    navigation: 'Main navigation',
    menuOpen: 'Open menu',
    menuClose: 'Close menu',
    nav: {
      greenCard: 'Green Card',
      osago: 'Compulsory auto insurance',
      payment: 'Payment',
      faq: 'FAQ',
    },
    language: 'Language',
    backHome: 'Back to the home page',
    footer: {
      copyright: '© {{year}} {{company}}',
      support: 'Support',
      chats: 'Support chats',
      platform: 'Platform: {{name}}',
    },
  },
  notices: {
    noProduct: 'Choose an offer first: the contract form starts from the calculator.',
    noDraft: 'There is no contract to confirm yet. Choose an offer and fill in the contract first.',
    notSigned: 'The contract is not signed yet. Start from the calculator to sign and pay it.',
  },
  signClosed: {
    closed: 'It is past {{time}} Kyiv time, so this contract can no longer be signed and paid today.',
    whatToDo:
      'Come back after midnight and make the contract again. The start date rules still apply: the start date is no earlier than the day after tomorrow and no more than {{maxDays}} days ahead.',
  },
  remoteFailed: {
    title: 'This part of the page failed to load',
    text: 'Check your connection and try again.',
  },
};

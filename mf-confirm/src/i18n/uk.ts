// The confirm step's own texts in Ukrainian (the default language), with 'Invalid code' and the failure only its
// code check ends in. Shared texts (the other errors, 'Resend', validation) come from the common namespace.
export const uk = {
  heading: 'Підписання договору кодом',
  contractNumber: 'Договір № {{number}}',
  codeSentTo: 'Ми надіслали одноразовий код у SMS на номер {{phone}}.',
  codeNotSent: 'Надішліть одноразовий код на номер {{phone}}, щоб підписати договір.',
  codeLabel: 'OTP-код',
  codeHint: '{{length}} цифр із SMS',
  sign: 'Підписати договір',
  sendCode: 'Надіслати код',
  resendIn: 'Надіслати код повторно можна буде через',
  codeResent: 'Новий код надіслано.',
  attemptsLeft: 'Залишилось спроб: {{count}}.',
  deadline: {
    rule: 'Договір потрібно підписати кодом і оплатити до кінця поточного дня.',
    until: 'Підписати й оплатити договір можна до {{time}} за київським часом.',
    checking: 'Перевіряємо, чи можна підписати договір сьогодні…',
    closedTitle: 'Сьогодні договір уже не можна підписати',
    startAgain: 'На головну сторінку',
  },
  signed: {
    text: 'Договір уже підписано кодом.',
    continue: 'Продовжити',
  },
  wrongCode: 'Неправильний код',
  errors: {
    checkOTP: 'Не вдалося перевірити код',
  },
};

export type ConfirmTexts = typeof uk;

// t() of the `confirm` namespace knows these keys (@greencard/i18n's TextNamespaces): a wrong key does not compile.
declare module '@greencard/i18n' {
  interface TextNamespaces {
    confirm: ConfirmTexts;
  }
}

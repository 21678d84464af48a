import type { Texts } from '@greencard/i18n';
import type { PaymentTexts } from './uk';

export const en: Texts<PaymentTexts> = {
  summary: {
    title: 'Your contract',
    contractNumber: 'Contract number',
    premium: 'Insurance premium',
    pointsUsed: 'Paid with points',
    amountToPay: 'Amount to pay',
  },
  pay: {
    deadline: 'Sign and pay the contract before the end of the day: payment is available until {{time}} Kyiv time.',
    closed:
      'Payment is closed for today: a contract is signed and paid on the same day, until {{time}} Kyiv time. Please buy the contract again tomorrow.',
    method: 'Payment method',
    methods: {
      easypay: 'Bank card (EasyPay)',
      portmone: 'Bank card (Portmone)',
      instalments: 'In instalments through the bank',
    },
    instalmentsUnavailable: 'Instalments are available when the amount to pay is above {{min}}.',
    months: 'Term, months',
    monthly: 'Monthly payment: from {{from}} to {{to}}, depending on the rate the bank sets.',
    bankTerms:
      'Bank terms: a loan of up to {{maxLoan}}, {{minMonths}} to {{maxMonths}} months, no down payment, annual rate from {{minRate}}% to {{maxRate}}%.',
    instalmentsNote: 'With instalments, the contract is sent once the bank approves them.',
    submit: 'Pay {{amount}}',
    redirecting: 'Taking you to the payment page…',
    alreadyPaid: 'This contract is already paid.',
    toResult: 'See the result',
  },
  confirming: {
    title: 'Checking the payment',
    checking: 'Confirming the payment with the insurer…',
    pendingTitle: 'Waiting for the bank',
    pending: 'The bank is reviewing your instalment application. The contract is sent once the bank approves it.',
    checkAgain: 'Check again',
    backToPayment: 'Back to payment',
    notConfirmed: 'We could not confirm this payment. Please try again, or go back to payment.',
    noContract:
      'We could not tell which contract this payment is for. If you have already paid, contact support; if not, start again from the calculator.',
  },
  result: {
    contract: 'Contract No. {{number}}',
    continue: 'Continue',
  },
  success: {
    text: 'Thank you! Contract No. {{number}} is concluded and your Green Card policy is issued.',
    instalments: 'You pay in instalments: the contract is sent once the bank approves them.',
    documents: 'Documents',
    document: 'Contract document (PDF)',
    receiptLink: 'Payment receipt',
    payment: 'Payment',
    policyNumber: 'Policy number',
    validity: 'Valid',
    validityRange: 'from {{from}} to {{to}}',
    paidOnline: 'Paid online',
    payedAt: 'Paid on',
    buyAnother: 'Buy another Green Card',
  },
  fail: {
    text: 'The payment for contract No. {{number}} did not go through.',
    support: 'If you need help, contact support:',
    email: 'Email',
    phone: 'Phone',
    tryAgain: 'Try to pay again',
    cannotRetry: 'This contract can no longer be paid. Please buy a new one.',
  },
  startAgain: 'Start again',
};

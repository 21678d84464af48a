// The payment step's own texts in Ukrainian (the default language), with the paid / not paid result and the failures
// only its document calls end in. Shared texts (the other error messages) come from the `common` namespace; page
// titles are in routes.json. en.ts has the same key tree.
export const uk = {
  summary: {
    title: 'Ваш договір',
    contractNumber: 'Номер договору',
    premium: 'Страховий платіж',
    pointsUsed: 'Сплачено балами',
    amountToPay: 'До сплати',
  },
  pay: {
    heading: 'Оплата',
    deadline: 'Підпишіть і сплатіть договір до кінця дня: оплата доступна до {{time}} за київським часом.',
    closed:
      'Оплату на сьогодні завершено: договір підписують і сплачують того самого дня до {{time}} за київським часом. Оформіть договір знову завтра.',
    method: 'Спосіб оплати',
    methods: {
      easypay: 'Банківська картка (EasyPay)',
      portmone: 'Банківська картка (Portmone)',
      instalments: 'Оплата частинами через банк',
    },
    instalmentsUnavailable: 'Оплата частинами доступна, якщо сума до сплати більша за {{min}}.',
    months: 'Строк, місяців',
    monthly: 'Щомісячний платіж: від {{from}} до {{to}} залежно від ставки, яку встановить банк.',
    bankTerms:
      'Умови банку: кредит до {{maxLoan}}, від {{minMonths}} до {{maxMonths}} місяців, без першого внеску, річна ставка від {{minRate}}% до {{maxRate}}%.',
    instalmentsNote: 'У разі оплати частинами договір надсилається після того, як банк схвалить розстрочку.',
    submit: 'Сплатити {{amount}}',
    redirecting: 'Переходимо на сторінку оплати…',
    alreadyPaid: 'Цей договір уже сплачено.',
    toResult: 'Переглянути результат',
  },
  confirming: {
    title: 'Перевірка оплати',
    checking: 'Підтверджуємо оплату у страховика…',
    pendingTitle: 'Очікуємо рішення банку',
    pending: 'Банк розглядає заявку на оплату частинами. Договір надсилається після того, як банк її схвалить.',
    pendingCard: 'Банк ще не підтвердив оплату карткою. Перевірте ще раз за хвилину.',
    checkAgain: 'Перевірити ще раз',
    backToPayment: 'Повернутися до оплати',
    notConfirmed: 'Не вдалося підтвердити цей платіж. Спробуйте ще раз або поверніться до оплати.',
    noContract:
      'Не вдалося визначити, до якого договору належить цей платіж. Якщо ви вже сплатили, зверніться до служби підтримки; якщо ні, почніть знову з розрахунку вартості.',
  },
  result: {
    contract: 'Договір № {{number}}',
    toDocuments: 'Продовжити до документів',
    toNextSteps: 'Продовжити: що можна зробити',
  },
  // The status panel of the result and return pages: the outcome in a word or two, then what it means.
  status: {
    label: 'Статус оплати',
    paid: 'Сплачено',
    paidByBank: 'Сплачено банком у розстрочку',
    notPaid: 'Не сплачено',
    checking: 'Перевіряємо оплату',
    waitingBank: 'Очікуємо рішення банку',
    waitingCard: 'Очікуємо підтвердження банку',
    notConfirmed: 'Оплату ще не підтверджено',
    unknownContract: 'Договір не визначено',
  },
  outcome: {
    paidTitle: 'Договір оплачено',
    notPaidTitle: 'Не вдалося оплатити',
    cardPaid: 'Оплату карткою зараховано.',
    cardDeclined: 'Оплата карткою не пройшла, тому договір ще не сплачено.',
    bankApproved: 'Банк схвалив розстрочку та сплатив за договір, тож договір укладено.',
    bankDeclined: 'Банк відмовив у розстрочці, тому договір не сплачено. Ви можете сплатити його карткою.',
    // A loan is the bank's, never an online payment of the buyer's.
    loanMonths: 'Кредит надав банк: ви повертаєте його банку щомісячними платежами протягом {{months}} міс.',
    loan: 'Кредит надав банк: ви повертаєте його банку щомісячними платежами, як домовилися з банком.',
  },
  marks: {
    easypay: 'EasyPay',
    portmone: 'Portmone',
    visa: 'Visa',
    mastercard: 'Mastercard',
    bank: 'Банк',
  },
  success: {
    heading: 'Договір укладено',
    text: 'Дякуємо! Договір № {{number}} укладено, поліс «Зелена картка» оформлено.',
    documents: 'Документи',
    document: 'Договір (PDF)',
    receiptLink: 'Квитанція про оплату',
    payment: 'Оплата',
    policyNumber: 'Номер поліса',
    validity: 'Строк дії',
    validityRange: 'з {{from}} по {{to}}',
    paidOnline: 'Сплачено онлайн',
    payedAt: 'Дата оплати',
    paidByBank: 'Сплачено банком (кредит)',
    bankPaidAt: 'Дата оплати банком',
    buyAnother: 'Оформити ще одну «Зелену картку»',
  },
  fail: {
    heading: 'Не вдалося оплатити',
    text: 'Оплата договору № {{number}} не пройшла.',
    support: 'Якщо потрібна допомога, зверніться до служби підтримки:',
    email: 'Електронна пошта',
    phone: 'Телефон',
    bankDeclined:
      'Банк відмовив у розстрочці за договором № {{number}}, тому договір не сплачено. Ви можете сплатити його карткою.',
    tryAgain: 'Спробувати сплатити ще раз',
    payByCard: 'Сплатити карткою',
    cannotRetry: 'Цей договір уже не можна сплатити. Оформіть новий.',
  },
  startAgain: 'Оформити знову',
  errors: {
    receipt: 'Не вдалося отримати квитанцію про оплату',
    contractDocument: 'Не вдалося отримати документ договору',
  },
};

export type PaymentTexts = typeof uk;

// t() of the `payment` namespace knows these keys (@greencard/i18n's TextNamespaces): a wrong key does not compile.
declare module '@greencard/i18n' {
  interface TextNamespaces {
    payment: PaymentTexts;
  }
}

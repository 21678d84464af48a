// The points step's texts in Ukrainian (the default language), with the messages of its own amount rule and of the
// failures only its loyalty calls end in. Texts other steps show too (resend, retry, the other failures, the code's
// format) come from the common namespace; en.ts has the same key tree.
export const uk = {
  title: 'Оплата балами',
  intro:
    'Ви можете сплатити балами програми лояльності до {{share}}% вартості полісу. Щоб підтвердити списання, ми надішлемо одноразовий пароль; решту ви сплатите онлайн.',
  summary: {
    label: 'Бали програми лояльності',
    premium: 'Вартість полісу',
    balance: 'Доступний баланс',
    redeemable: 'Можна списати',
    toWithdraw: 'Сума до списання',
    additionalPayment: 'Доплата',
  },
  amount: {
    label: 'Сума до списання, UAH',
    hint: 'Від 0 до {{max}}. Щоб сплатити повну вартість, введіть 0.',
    submit: 'Продовжити',
    waitForResend: 'Новий одноразовий пароль можна буде надіслати, щойно закінчиться відлік.',
    resendIn: 'Новий пароль можна надіслати через',
  },
  secret: {
    legend: 'Підтвердження списання',
    sent: 'Ми надіслали одноразовий пароль для списання {{points}} на телефон вашого рахунку програми лояльності.',
    label: 'Одноразовий пароль',
    submit: 'Підтвердити списання',
    resendIn: 'Надіслати повторно можна через',
    changeAmount: 'Змінити суму',
  },
  skip: 'Пропустити й сплатити повну вартість',
  validation: {
    amount: 'Введіть суму',
    max: 'Сума більша, ніж можна сплатити балами',
    decimals: 'Не більше двох знаків після коми (.00)',
  },
  errors: {
    pointsDefault: 'Щось пішло не так. Будь ласка, спробуйте ще раз.',
    pointsInvalidSecret:
      'Неправильний одноразовий пароль. Перевірте його й введіть ще раз або натисніть «Надіслати повторно», щойно закінчиться відлік.',
    loyaltyNotProved:
      'Магазин більше не впізнає ваш рахунок програми лояльності в цьому браузері. Щоб сплатити балами, відкрийте магазин знову за посиланням вашої програми лояльності; або сплатіть повну вартість.',
  },
};

export type PointsTexts = typeof uk;

// t() of the `points` namespace knows these keys (@greencard/i18n's TextNamespaces): a wrong key does not compile.
declare module '@greencard/i18n' {
  interface TextNamespaces {
    points: PointsTexts;
  }
}

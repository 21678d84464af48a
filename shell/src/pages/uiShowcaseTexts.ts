// Texts of the /UI showcase (rules §2: a showcase of interface widgets), in both languages.
export const uk = {
  title: 'Віджети інтерфейсу',
  intro: 'Усі елементи, з яких складаються кроки покупки, у всіх станах.',
  select: 'Тип транспортного засобу',
  selectEmpty: 'Список без вибору',
  text: 'Прізвище латиницею',
  textError: 'Поле з помилкою',
  date: 'Дата початку дії',
  combobox: 'Місто реєстрації',
  checkbox: 'Я погоджуюсь з умовами оферти',
  radio: 'Спосіб оплати',
  card: 'Картка',
  instalments: 'Частинами',
  button: 'Кнопка',
  busyButton: 'Кнопка, що чекає відповіді',
  countdown: 'Повторно через',
  price: 'Ціна',
  notice: 'Повідомлення для покупця.',
  error: 'Повідомлення про помилку.',
  steps: 'Індикатор кроків',
  loading: 'Індикатор завантаження',
};

export const en: typeof uk = {
  title: 'Interface widgets',
  intro: 'Every element the purchase steps are made of, in every state.',
  select: 'Vehicle type',
  selectEmpty: 'A list with nothing chosen',
  text: 'Surname in Latin letters',
  textError: 'A field with an error',
  date: 'Start date',
  combobox: 'City of registration',
  checkbox: 'I accept the terms of the offer',
  radio: 'Payment method',
  card: 'Card',
  instalments: 'In instalments',
  button: 'Button',
  busyButton: 'A button waiting for an answer',
  countdown: 'Resend in',
  price: 'Price',
  notice: 'A notice for the buyer.',
  error: 'An error message.',
  steps: 'Step indicator',
  loading: 'Loading indicator',
};

// t() of the `ui-showcase` namespace knows these keys (@greencard/i18n's TextNamespaces): a wrong key does not compile.
declare module '@greencard/i18n' {
  interface TextNamespaces {
    'ui-showcase': typeof uk;
  }
}

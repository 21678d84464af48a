// The contract step's own texts in Ukrainian (the default language), with the messages of its own rules (the formats
// of its fields, a text over its length limit, a value not chosen from the list, a number not whole or above the
// seats' limit; a number in them is the constant the rule checks) and of the failure only its draft call ends in.
// Shared texts (the messages of the rules other steps apply too, the other errors) live in the common namespace.
import { AGE_MAX, AGE_MIN, START_DATE_MAX_DAYS_AHEAD } from '@greencard/domain';
import { SEATING_CAPACITY_MAX } from '../features/rules/numbers';

export const uk = {
  title: 'Оформлення договору',
  businessNote: 'Договір потрібно підписати одноразовим кодом і сплатити до кінця поточного дня.',
  offer: {
    title: 'Обрана пропозиція',
    vehicleType: 'Тип транспортного засобу',
    area: 'Зона дії',
    period: 'Строк дії',
    price: 'Вартість',
    change: 'Змінити пропозицію',
  },
  sections: {
    insured: 'Страхувальник',
    person: 'Особа',
    document: 'Документ, що посвідчує особу',
    contacts: 'Контакти',
    vehicle: 'Транспортний засіб',
    policy: 'Строк дії договору',
    consent: 'Підтвердження',
  },
  fields: {
    surname: 'Прізвище (латиницею)',
    name: "Ім'я (латиницею)",
    patronymic: 'По батькові (латиницею)',
    inn: 'ІПН (РНОКПП)',
    dontHaveInn: 'ІПН відсутній',
    birthday: 'Дата народження',
    address: 'Адреса (латиницею)',
    phone: 'Телефон',
    phoneHint: '+380 і 9 цифр або міжнародний номер',
    email: 'Електронна пошта',
    city: 'Місто реєстрації',
    documentType: 'Тип документа',
    documentSeries: 'Серія',
    documentNumber: 'Номер',
    documentIssuedBy: 'Ким виданий',
    documentDate: 'Дата видачі',
    documentRecord: 'Запис № (УНЗР)',
    startDate: 'Дата початку дії договору',
    stateNumber: 'Державний номер',
    bodyNumber: 'Номер кузова (VIN)',
    bodyNumberUnknown: 'Номер кузова невідомий',
    year: 'Рік випуску',
    maker: 'Марка',
    model: 'Модель',
    additionalFieldsOpen: 'Додаткові дані транспортного засобу',
    engineVolume: "Об'єм двигуна, см³",
    electricMotorPower: 'Потужність електродвигуна, кВт',
    grossWeight: 'Повна маса, кг',
    curbWeight: 'Маса без навантаження, кг',
    seatingCapacity: 'Кількість місць, включно з водієм',
    confirm: 'Підтверджую, що дані достовірні, і надаю згоду на обробку персональних даних',
    offerRead: 'Я ознайомився з умовами договору (оферти)',
    /** The same tick when the insurer publishes its offer: <a> wraps the words that open it. */
    offerReadLinked: 'Я ознайомився з <a>умовами договору (оферти)</a>',
    opensInNewTab: 'відкривається в новій вкладці',
  },
  policy: {
    coverUntil: 'Договір діятиме з {{from}} до {{to}} включно.',
  },
  numberSearch: {
    button: 'Знайти за номером',
    found: 'Дані транспортного засобу заповнено за номером {{number}}: перевірте їх.',
    notFound: 'Транспортний засіб з номером {{number}} не знайдено: заповніть дані вручну.',
    notInRegistry:
      'Реєстр транспортних засобів не містить номерів старих зразків і транзитних: заповніть дані {{number}} вручну.',
  },
  search: {
    searching: 'Шукаємо…',
  },
  validation: {
    chooseFromList: 'Оберіть значення зі списку',
    tooLong: 'Не більше {{max}} символів',
    wholeNumber: 'Введіть ціле число',
    seatsMax: `Не більше ${SEATING_CAPACITY_MAX} місць, включно з водієм`,
    addressLatin: 'Адреса має бути латиницею',
    innInvalid: 'ІПН некоректний',
    wrongBodyNumber: 'Неправильний державний номер',
    phoneInvalid: 'Введіть номер телефону: +380 і 9 цифр або міжнародний номер',
    emailInvalid: 'Введіть правильну адресу електронної пошти',
    dateFormat: 'Введіть дату у форматі дд.мм.рррр',
    issueDate: 'Дата видачі не може бути пізніше за сьогодні',
    startDate: `Дата початку: не раніше ніж післязавтра і не пізніше ніж через ${START_DATE_MAX_DAYS_AHEAD} днів`,
    age: `Вік застрахованої особи: від ${AGE_MIN} до ${AGE_MAX} років`,
    documentSeries: 'Неправильна серія документа',
    documentNumber: 'Неправильний номер документа',
    yearInvalid: 'Неправильний рік випуску',
    numberInvalid: 'Введіть число',
    plainText: 'Приберіть невидимі або керівні символи: вони не друкуються в полісі',
  },
  errors: {
    draft: 'Не вдалося зберегти договір, зверніться до служби підтримки',
  },
  submit: 'Підтвердити та отримати SMS-код',
  submitting: 'Зберігаємо договір…',
  formInvalid: 'Перевірте позначені поля.',
  widgets: {
    nothingFound: 'Нічого не знайдено',
    datePlaceholder: 'дд.мм.рррр',
  },
  // The /UI page: a showcase of the interface widgets (rules §2).
  showcase: {
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
    sampleSteps: {
      calculator: 'Розрахунок',
      contract: 'Договір',
      confirm: 'Підтвердження',
      points: 'Бали',
      payment: 'Оплата',
    },
    loading: 'Індикатор завантаження',
  },
};

export type ContractTexts = typeof uk;

// t() of the `contract` namespace knows these keys (@greencard/i18n's TextNamespaces): a wrong key does not compile.
declare module '@greencard/i18n' {
  interface TextNamespaces {
    contract: ContractTexts;
  }
}

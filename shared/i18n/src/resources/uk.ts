// The `common` namespace in Ukrainian: texts more than one step or the shell shows. A step's own texts live in
// its own namespace (addTranslations). en.ts has the same key tree (checked by the compiler and by a test).
import type { ValidationKey } from '@greencard/domain';
import type { CommonErrorTextKey } from '../messages/apiErrorText';

/**
 * The texts of @greencard/api's error keys and its underwriting notices that several steps show, plus the generic
 * fallback. A failure only one step's calls end in is said by that step's texts (errors.<key> of its namespace).
 */
const errors: Record<CommonErrorTextKey, string> = {
  serverError: 'Помилка сервера, спробуйте пізніше',
  sendOTP: 'Не вдалося надіслати SMS-код',
  status: 'Не вдалося змінити статус договору',
  tooManyAttempts: 'Забагато спроб, спробуйте пізніше',
  smsPaused: 'Надсилання SMS-кодів тимчасово призупинено. Спробуйте пізніше: введені дані збережено.',
  codeExpired: 'Термін дії коду минув. Надішліть новий код.',
  codeAttemptsExhausted: 'Забагато неправильних кодів. Надішліть новий код.',
  sessionMismatch:
    'Цей договір оформлювали в іншому браузері, або ваш сеанс завершився. Почніть знову з розрахунку вартості або зверніться до служби підтримки, якщо ви вже сплатили.',
  paymentMismatch: 'Сума платежу не збіглася із сумою до сплати, тому кошти повертаються. Будь ласка, сплатіть ще раз.',
  insurerMessage: 'Страховик не прийняв дані. Перевірте їх і спробуйте ще раз.',
  underwriting: 'Договір потребує додаткового андеррайтингу: зверніться до служби підтримки.',
  underwritingPerson: 'Договір потребує додаткового андеррайтингу щодо особи: зверніться до служби підтримки.',
  underwritingVehicle:
    'Договір потребує додаткового андеррайтингу щодо транспортного засобу: зверніться до служби підтримки.',
  generic: 'Щось пішло не так. Спробуйте пізніше.',
};

const validation = {
  required: "Обов'язкове поле",
  onlyLatin: 'Тільки латиницею',
  wrongStateNumber: 'Неправильний державний номер',
  wrongIndividualNumber:
    'Індивідуальний номер: від 3 до 8 літер і цифр, хоча б одна літера, усі літери латинські або всі українські',
  wrongNumberOf1995: 'Номер зразка 1995 року: пʼять цифр і дві літери, наприклад 12345 АА',
  wrongNumberBefore1995: 'Номер зразка до 1995 року: літера, чотири цифри й дві літери, наприклад А 1234 КИ',
  wrongTransitNumber: 'Транзитний номер: чотири цифри й дві літери, наприклад 1234 АА',
  codeFormat: 'Введіть код із {{codeLength}} цифр',
} satisfies Record<ValidationKey, string>;

export const uk = {
  select: 'Оберіть',
  loading: 'Завантаження…',
  retry: 'Спробувати ще раз',
  resend: 'Надіслати повторно',
  notFound: 'Цю сторінку не знайдено',
  errors,
  validation,
  steps: {
    label: 'Етапи оформлення',
    completed: 'виконано',
  },
  shell: {
    skipToContent: 'Перейти до основного вмісту',
    navigation: 'Основна навігація',
    menuOpen: 'Відкрити меню',
    menuClose: 'Закрити меню',
    nav: {
      greenCard: 'Зелена картка',
      osago: 'Автоцивілка',
      payment: 'Оплата',
      faq: 'Питання та відповіді',
    },
    language: 'Мова',
    backHome: 'На головну',
    footer: {
      copyright: '© {{year}} {{company}}',
      support: 'Служба підтримки',
      chats: 'Чати підтримки',
      platform: 'Платформа: {{name}}',
    },
  },
  notices: {
    noProduct: 'Спершу оберіть пропозицію: договір заповнюється після розрахунку вартості.',
    noDraft: 'Ще немає договору для підтвердження. Оберіть пропозицію і заповніть договір.',
    notSigned: 'Договір ще не підписаний. Почніть з розрахунку вартості, щоб підписати й оплатити його.',
  },
  // Past the sign-and-pay cut-off (rules D13): the contract step saves no draft and the confirm step signs none.
  signClosed: {
    closed: 'Зараз пізніше ніж {{time}} за київським часом, тому цей договір не можна підписати й оплатити сьогодні.',
    whatToDo:
      'Поверніться після опівночі та оформіть договір заново. Правила дати початку діють і далі: дата початку — не раніше ніж післязавтра і не пізніше ніж через {{maxDays}} днів.',
  },
  remoteFailed: {
    title: 'Не вдалося завантажити цю частину сторінки',
    text: "Перевірте з'єднання з інтернетом і спробуйте ще раз.",
  },
};

export type CommonTexts = typeof uk;

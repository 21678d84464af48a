// The sandbox insurer's public offer for the Green Card, in both languages: what the consent tick "I have read the
// offer" links to (setting offer_url, docs/insurer-settings.md). Its rules are the shop's and the sandbox's own
// (docs/insurer-api.md), taken from the same constants, so the offer never says otherwise than the journey does.
import {
  AGE_MAX,
  AGE_MIN,
  INSTALMENT_MIN_AMOUNT,
  OTP_VALID_MINUTES,
  POINTS_MAX_SHARE,
  SIGN_CUTOFF,
  START_DATE_MAX_DAYS_AHEAD,
  type Locale,
} from '../../insurer';
import type { InsurerFacts, InsurerPageText } from './pageText';

const cutoff = `${String(SIGN_CUTOFF.hour).padStart(2, '0')}:${String(SIGN_CUTOFF.minute).padStart(2, '0')}`;
const pointsShare = Math.round(POINTS_MAX_SHARE * 100);

export function offerText(lang: Locale, { name }: InsurerFacts): InsurerPageText {
  if (lang === 'uk') {
    return {
      title: 'Публічна оферта: договір «Зелена картка»',
      lead:
        `${name} (далі — Страховик) пропонує кожній фізичній особі, яка відповідає умовам цієї оферти, укласти ` +
        'договір міжнародного обов’язкового страхування цивільно-правової відповідальності власників наземних ' +
        'транспортних засобів «Зелена картка» (далі — Договір) в інтернет-магазині на викладених нижче умовах.',
      sections: [
        {
          heading: '1. Сторони',
          paragraphs: [
            `Страховик — ${name}, страхова компанія, що укладає Договір і видає поліс «Зелена картка».`,
            `Страхувальник — фізична особа віком від ${AGE_MIN} до ${AGE_MAX} років, власник транспортного засобу, ` +
              'зареєстрованого в Україні, яка заповнила форму Договору в інтернет-магазині та прийняла цю оферту.',
          ],
        },
        {
          heading: '2. Предмет Договору',
          paragraphs: [
            'Страховик відшкодовує шкоду, яку Страхувальник або інша особа, що керує застрахованим транспортним ' +
              'засобом, заподіє життю, здоров’ю чи майну третіх осіб під час дорожньо-транспортної пригоди за ' +
              'кордоном, у межах лімітів, установлених законодавством країни, де сталася пригода.',
            'Територія дії — на вибір Страхувальника: «Європа» (усі країни системи «Зелена картка», членство яких не ' +
              'зупинено) або «Молдова, Азербайджан».',
            'Договір не покриває шкоду власному транспортному засобу Страхувальника та його здоров’ю.',
          ],
        },
        {
          heading: '3. Строк дії',
          paragraphs: [
            'Договір діє з 00:00 дати початку, яку Страхувальник зазначає у формі (пізніше ніж завтра і не пізніше ' +
              `ніж через ${START_DATE_MAX_DAYS_AHEAD} днів), до 24:00 останнього дня обраного строку: від 15 днів до ` +
              '1 року.',
          ],
        },
        {
          heading: '4. Страховий платіж і оплата',
          paragraphs: [
            'Страховий платіж визначають тарифи, однакові для всіх страховиків; він залежить від типу транспортного ' +
              'засобу, території та строку дії і показаний у магазині до укладення Договору.',
            'Платіж сплачується онлайн банківською карткою на сторінці платіжного сервісу або, коли сума перевищує ' +
              `${INSTALMENT_MIN_AMOUNT} грн, частинами через банк-партнер без першого внеску. Учасник програми ` +
              `лояльності може сплатити балами до ${pointsShare}% платежу.`,
            'Поліс видається після сплати страхового платежу в повному обсязі й надсилається електронною поштою.',
          ],
        },
        {
          heading: '5. Укладення Договору та підписання одноразовим кодом',
          paragraphs: [
            'Прийняттям (акцептом) цієї оферти є заповнення форми Договору, позначки «Підтверджую, що дані ' +
              'достовірні, і надаю згоду на обробку персональних даних» та «Я ознайомився з умовами договору ' +
              '(оферти)» і введення одноразового коду.',
            'Страховик надсилає шестизначний код SMS-повідомленням на номер телефону Страхувальника; код дійсний ' +
              `${OTP_VALID_MINUTES} хвилин. Введення коду є підписанням Договору електронним підписом одноразовим ` +
              'ідентифікатором відповідно до Закону України «Про електронну комерцію».',
            `Договір підписують і оплачують того самого дня за київським часом, до ${cutoff}. Договір, не підписаний ` +
              'або не оплачений того дня, не укладено: Страхувальник оформлює новий.',
          ],
        },
        {
          heading: '6. Персональні дані',
          paragraphs: [
            'Позначкою згоди Страхувальник дозволяє Страховику обробляти свої персональні дані (прізвище, ім’я, по ' +
              'батькові, дату народження, РНОКПП, дані документа, адресу, телефон, електронну пошту, дані ' +
              'транспортного засобу) для укладення й виконання Договору відповідно до Закону України «Про захист ' +
              'персональних даних».',
            'Страховик передає ці дані лише тим, кому цього вимагає закон або виконання Договору (Моторне ' +
              '(транспортне) страхове бюро України, платіжні сервіси, банк-партнер), і зберігає їх протягом строку, ' +
              'установленого законодавством.',
            'Страхувальник має право знати, які його дані обробляються, вимагати їх виправлення чи видалення та ' +
              'відкликати згоду, звернувшись до Страховика.',
          ],
        },
      ],
      contactsHeading: '7. Контакти Страховика',
      contactsLead: 'Питання щодо Договору та персональних даних:',
      note: 'Це зразок оферти тестового страховика (пісочниці) для перевірки магазину, а не пропозиція реального страхування.',
      otherLanguage: 'English',
    };
  }
  return {
    title: 'Public offer: the Green Card contract',
    lead:
      `${name} (the Insurer) offers every individual who meets the terms of this offer a contract of international ` +
      'compulsory motor third-party liability insurance, the Green Card (the Contract), concluded in the online ' +
      'shop on the terms below.',
    sections: [
      {
        heading: '1. The parties',
        paragraphs: [
          `The Insurer: ${name}, the insurance company that concludes the Contract and issues the Green Card policy.`,
          `The Policyholder: an individual aged ${AGE_MIN} to ${AGE_MAX}, the owner of a vehicle registered in ` +
            'Ukraine, who has filled in the Contract form in the online shop and accepted this offer.',
        ],
      },
      {
        heading: '2. Subject of the Contract',
        paragraphs: [
          'The Insurer pays for the harm that the Policyholder, or another person driving the insured vehicle, causes ' +
            'to the life, health or property of third parties in a road accident abroad, within the limits set by ' +
            'the law of the country where the accident happens.',
          'The area is the Policyholder’s choice: “Europe” (every country of the Green Card System whose membership ' +
            'is not suspended) or “Moldova, Azerbaijan”.',
          'The Contract does not cover the Policyholder’s own vehicle or own health.',
        ],
      },
      {
        heading: '3. Term',
        paragraphs: [
          'The Contract runs from 00:00 on the start date the Policyholder enters in the form (later than tomorrow ' +
            `and at most ${START_DATE_MAX_DAYS_AHEAD} days ahead) to 24:00 on the last day of the chosen period: ` +
            'from 15 days to 1 year.',
        ],
      },
      {
        heading: '4. Premium and payment',
        paragraphs: [
          'The premium follows tariffs that are the same for every insurer; it depends on the vehicle type, the area ' +
            'and the period, and the shop shows it before the Contract is concluded.',
          'It is paid online by bank card on the payment service’s page or, when the amount is above ' +
            `${INSTALMENT_MIN_AMOUNT} UAH, in instalments through a partner bank with no down payment. A member of the ` +
            `loyalty programme may pay up to ${pointsShare}% of it with points.`,
          'The policy is issued once the premium is paid in full and is sent by e-mail.',
        ],
      },
      {
        heading: '5. Concluding the Contract and signing with a one-time code',
        paragraphs: [
          'This offer is accepted by filling in the Contract form, ticking “I confirm that the data are accurate and ' +
            'consent to the processing of personal data” and “I have read the offer”, and entering the one-time code.',
          'The Insurer sends a six-digit code by SMS to the Policyholder’s phone; the code is valid for ' +
            `${OTP_VALID_MINUTES} minutes. Entering it signs the Contract with an electronic signature by a one-time ` +
            'identifier under the Law of Ukraine “On Electronic Commerce”.',
          `The Contract is signed and paid on the same day, Kyiv time, before ${cutoff}. A Contract not signed or not ` +
            'paid that day is not concluded: the Policyholder makes a new one.',
        ],
      },
      {
        heading: '6. Personal data',
        paragraphs: [
          'By the consent tick the Policyholder allows the Insurer to process their personal data (name, date of ' +
            'birth, tax number, document details, address, phone, e-mail, vehicle details) to conclude and perform ' +
            'the Contract, under the Law of Ukraine “On Personal Data Protection”.',
          'The Insurer passes these data only to those the law or the Contract requires (the Motor (Transport) ' +
            'Insurance Bureau of Ukraine, the payment services, the partner bank) and keeps them for the time the ' +
            'law sets.',
          'The Policyholder may learn which of their data are processed, have them corrected or deleted, and ' +
            'withdraw the consent, by contacting the Insurer.',
        ],
      },
    ],
    contactsHeading: '7. The Insurer’s contacts',
    contactsLead: 'Questions about the Contract and personal data:',
    note: 'This is a sample offer of a test (sandbox) insurer for trying the shop, not an offer of real insurance.',
    otherLanguage: 'Українська',
  };
}

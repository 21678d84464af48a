// The sandbox insurer's page of its sister product, compulsory motor third-party liability insurance in Ukraine
// (OSAGO), in both languages: what the shop's header links to (setting osago_url, docs/insurer-settings.md).
import type { Locale } from '../../insurer';
import type { InsurerFacts, InsurerPageText } from './pageText';

export function osagoText(lang: Locale, { name }: InsurerFacts): InsurerPageText {
  if (lang === 'uk') {
    return {
      title: `Обов’язкове страхування цивільно-правової відповідальності (ОСЦПВ): купуйте в ${name}`,
      lead: 'Поліс ОСЦПВ («автоцивілка») обов’язковий для кожного власника транспортного засобу, який їздить дорогами України.',
      sections: [
        {
          heading: 'Що покриває поліс',
          paragraphs: [
            'Поліс відшкодовує шкоду, яку водій заподіє життю, здоров’ю чи майну інших людей під час ' +
              'дорожньо-транспортної пригоди в Україні, у межах лімітів, установлених законом. Власний автомобіль і ' +
              'здоров’я водія він не покриває.',
          ],
        },
        {
          heading: 'ОСЦПВ чи «Зелена картка»',
          paragraphs: [
            'ОСЦПВ діє в Україні, «Зелена картка» — за кордоном. Для поїздки за кордон потрібна «Зелена картка», ' +
              'для їзди Україною — ОСЦПВ.',
          ],
        },
        {
          heading: 'Електронний поліс',
          paragraphs: [
            'Поліс оформлюється без візиту до офісу й надходить електронною поштою. Друкувати його не потрібно: ' +
              'поліція перевіряє поліс за номером у базі Моторного (транспортного) страхового бюро України.',
          ],
        },
      ],
      contactsHeading: `Як купити поліс у ${name}`,
      contactsLead: 'Зателефонуйте або напишіть нам, і ми оформимо поліс:',
      note: 'Сторінка тестового страховика (пісочниці) для перевірки магазину: його телефони й пошта нікуди не ведуть.',
      otherLanguage: 'English',
    };
  }
  return {
    title: `Compulsory motor third-party liability insurance (OSAGO): buy it at ${name}`,
    lead: 'An OSAGO policy is compulsory for every owner of a vehicle driven on the roads of Ukraine.',
    sections: [
      {
        heading: 'What the policy covers',
        paragraphs: [
          'It pays for the harm a driver causes to other people’s life, health or property in a road accident in ' +
            'Ukraine, within the limits set by law. It does not cover the driver’s own car or health.',
        ],
      },
      {
        heading: 'OSAGO or the Green Card',
        paragraphs: [
          'OSAGO covers you in Ukraine, the Green Card abroad. Going abroad, you need a Green Card; driving in Ukraine, ' +
            'OSAGO.',
        ],
      },
      {
        heading: 'An electronic policy',
        paragraphs: [
          'The policy is issued with no visit to an office and arrives by e-mail. You need not print it: the police ' +
            'check it by its number in the database of the Motor (Transport) Insurance Bureau of Ukraine.',
        ],
      },
    ],
    contactsHeading: `How to buy a policy at ${name}`,
    contactsLead: 'Call or write to us and we will issue your policy:',
    note: 'A page of a test (sandbox) insurer for trying the shop: its phones and e-mail reach no one.',
    otherLanguage: 'Українська',
  };
}

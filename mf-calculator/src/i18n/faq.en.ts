// The FAQ answers in English, with the same keys as faq.uk.ts.
import type { Texts } from '@greencard/i18n';
import type { uk } from './faq.uk';

export const en: Texts<typeof uk> = {
  cover: {
    question: 'What does a Green Card cover?',
    answer:
      'It is the international policy of compulsory motor third-party liability insurance. It pays for the harm you as a driver cause to other people’s life, health or property abroad, within the limits of the country where the accident happens. It does not cover your own vehicle or your own health.',
  },
  zones: {
    question: 'In which countries is the policy valid?',
    answer:
      'In the member countries of the Green Card System. The area “Europe” covers every country of the system: the European Union, the United Kingdom, Switzerland, Norway, Iceland, the Balkan countries, Türkiye, Israel, Morocco, Tunisia, Moldova and Azerbaijan. The area “Moldova, Azerbaijan” (the former BMR area) covers only these two. The policy is not valid in Russia, Belarus or Iran: their membership of the system is suspended.',
  },
  start: {
    question: 'When does the cover start?',
    answer:
      'At 00:00 on the start date you enter in the contract. The start date must be later than tomorrow and at most {{maxDays}} days ahead. The policy runs to the end of the chosen period: from {{shortest}} to {{longest}}.',
  },
  delivery: {
    question: 'How do I receive the policy?',
    answer:
      'Right after payment the policy arrives by email as a PDF. You do not have to print it: the police and border guards check the policy by its number in the MTIBU database. Having the file on your phone or a printout is still handy.',
  },
  payment: {
    question: 'How can I pay?',
    answer:
      'By bank card on the payment service’s page. When the amount to pay is above {{minAmount}}, you can pay in instalments through a bank, with no down payment. The contract is signed with a code from an SMS and paid before {{cutoff}} Kyiv time on the same day.',
  },
  points: {
    question: 'Can I pay with loyalty points?',
    answer:
      'Yes, when you came through a loyalty programme link. Points can pay up to {{share}}% of the price after you confirm a one-time code; the rest is paid by card or in instalments.',
  },
  price: {
    question: 'Why is the price the same at every insurer?',
    answer:
      'Green Card tariffs are set by the state in euros and are the same for every insurer; MTIBU converts them into hryvnias at the exchange rate. Discounts on the policy are not allowed. The price depends only on the vehicle type, the area and the period.',
  },
  who: {
    question: 'Who can buy a policy here?',
    answer:
      'An individual aged {{ageMin}} to {{ageMax}}, for a vehicle registered in Ukraine. The first name and surname are written in Latin letters, as in the international passport.',
  },
};

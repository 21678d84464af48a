// The calculator's own texts in English, with the same keys as uk.ts.
import type { Texts } from '@greencard/i18n';
import type { uk } from './uk';

export const en: Texts<typeof uk> = {
  welcome: {
    title: 'Green Card online',
    lead: 'Motor liability insurance for trips abroad: price, contract and payment online.',
    points: {
      online: 'An electronic policy, no office visit',
      police: 'The PDF policy by email, checked by its number in the MTIBU database',
      payment: 'Pay by card or in instalments',
    },
    cta: 'Get the price',
  },
  calculator: {
    title: 'Price calculator',
    autoType: 'Vehicle type',
    area: 'Coverage area',
    areaPlaceholder: 'Choose the coverage area',
    period: 'Coverage period',
    customerCategory: 'Policyholder',
    customerCategoryNatural: 'Individual',
    submit: 'Show prices',
    searching: 'Looking for offers…',
  },
  stateNumber: {
    label: 'State number (optional)',
    hint: 'We find the vehicle type by its number. You can still change it.',
    looking: 'Looking for the vehicle…',
    found: 'Found: {{vehicle}}. Vehicle type: {{type}}.',
    foundWithoutType: 'Found: {{vehicle}}. Choose the vehicle type yourself.',
    notFound: 'No vehicle with this number was found. Choose the type yourself.',
    failed: 'The number could not be checked. Choose the vehicle type yourself.',
  },
  offers: {
    title: 'Offers',
    sort: 'Sort by price',
    sortAsc: 'Cheapest first',
    sortDesc: 'Dearest first',
    prompt: 'Choose the coverage area and period, then press “Show prices”.',
    empty: 'No offers fit your choice. Change the vehicle type, the area or the period.',
    summary: '{{type}} · {{area}} · {{period}}',
    tariff: 'Tariff no. {{tariff}}',
    choose: 'Buy',
    chooseLabel: 'Buy “{{offer}}” for {{price}}',
  },
  coverage: {
    title: 'Where the policy is valid',
    intro:
      'A Green Card is valid in the member countries of the international Green Card System. Which of them depends on the coverage area.',
    zones: {
      EUROPE: 'Area “Europe”: every country of the system, Moldova and Azerbaijan included.',
      BMR: 'Area “Moldova, Azerbaijan”: only these two countries, which is why it costs less.',
    },
    show: 'Show the countries and the map',
    listTitle: 'Countries of the area “{{area}}”',
    mapLabel: 'Map of the Green Card System countries: the countries of the area “{{area}}” are highlighted',
    legend: {
      covered: 'The policy is valid',
      other: 'Not in this area',
      home: 'Ukraine: where the policy is bought; at home the domestic motor insurance applies',
    },
    source:
      'Source: the Council of Bureaux list of Green Card System members (cobx.org), without Russia, Belarus and Iran, whose membership is suspended.',
  },
  payment: {
    title: 'Payment',
    card: 'By Visa or Mastercard, or with Google Pay or Apple Pay on the payment service’s page.',
    instalments:
      'In instalments through a bank when the amount to pay is above {{minAmount}}: {{minMonths}} to {{maxMonths}} months, up to {{maxLoan}}, no down payment.',
    points: 'Members of the loyalty programme can pay up to {{share}}% of the price with points, and the rest by card.',
    deadline:
      'The contract is signed with a one-time code from an SMS and paid on the same day before {{cutoff}} Kyiv time.',
  },
  banner: {
    title: 'Driving abroad?',
    text: 'Get your Green Card in advance: the policy starts on the date you choose.',
    action: 'To the calculator',
  },
  faq: {
    title: 'Questions and answers',
    loading: 'Loading the answers…',
  },
};

// The contract step's own texts in English; the Texts<> type holds them to the Ukrainian key tree.
import type { Texts } from '@greencard/i18n';
import { SEATING_CAPACITY_MAX } from '../features/rules/numbers';

import type { ContractTexts } from './uk';

export const en: Texts<ContractTexts> = {
  title: 'Contract details',
  businessNote: 'The contract must be signed with the one-time code and paid before the end of the current day.',
  offer: {
    title: 'Your offer',
    vehicleType: 'Vehicle type',
    area: 'Coverage area',
    period: 'Coverage period',
    price: 'Price',
    change: 'Change the offer',
  },
  sections: {
    insured: 'Insured person',
    person: 'Person',
    document: 'Identity document',
    contacts: 'Contacts',
    vehicle: 'Vehicle',
    policy: 'Period of cover',
    consent: 'Confirmation',
  },
  fields: {
    surname: 'Surname (in Latin)',
    name: 'Name (in Latin)',
    patronymic: 'Patronymic (in Latin)',
    inn: 'Tax number (RNOKPP)',
    dontHaveInn: 'Tax number missing',
    birthday: 'Date of birth',
    address: 'Address (in Latin)',
    phone: 'Phone',
    phoneHint: '+380 and 9 digits, or an international number',
    email: 'Email',
    city: 'City of registration',
    documentType: 'Document type',
    documentSeries: 'Series',
    documentNumber: 'Number',
    documentIssuedBy: 'Issued by',
    documentDate: 'Date of issue',
    documentRecord: 'Record number',
    startDate: 'Start date',
    stateNumber: 'State number',
    bodyNumber: 'Body number (VIN)',
    bodyNumberUnknown: 'Body number unknown',
    year: 'Year of manufacture',
    maker: 'Make',
    model: 'Model',
    additionalFieldsOpen: 'Additional vehicle data',
    engineVolume: 'Engine volume, cm³',
    electricMotorPower: 'Electric motor power, kW',
    grossWeight: 'Gross weight, kg',
    curbWeight: 'Curb weight, kg',
    seatingCapacity: 'Seats including the driver',
    confirm: 'I confirm that the data are accurate and consent to the processing of personal data',
    offerRead: 'I have read the offer',
    /** The same tick when the insurer publishes its offer: <a> wraps the words that open it. */
    offerReadLinked: 'I have read the <a>offer</a>',
    opensInNewTab: 'opens in a new tab',
  },
  policy: {
    coverUntil: 'The contract covers {{from}} to {{to}} inclusive.',
  },
  numberSearch: {
    button: 'Find by number',
    found: 'The vehicle data of {{number}} are filled in: check them.',
    notFound: 'No vehicle with the number {{number}} was found: fill in the data yourself.',
    notInRegistry:
      'The register of vehicles keeps no numbers of the older formats nor transit numbers: fill in the data of {{number}} yourself.',
  },
  search: {
    searching: 'Searching…',
  },
  validation: {
    chooseFromList: 'Choose a value from the list',
    tooLong: 'At most {{max}} characters',
    wholeNumber: 'Enter a whole number',
    seatsMax: `At most ${SEATING_CAPACITY_MAX} seats, the driver included`,
  },
  errors: {
    draft: 'Failed to save contract, contact support',
  },
  submit: 'Confirm and get the SMS code',
  submitting: 'Saving the contract…',
  formInvalid: 'Check the marked fields.',
};

// The fixed words of the contract PDF in the buyer's language. The product's name is the one the shop uses
// ("Зелена картка" / "Green Card").
import type { Locale } from '../insurer';

export interface ContractDocumentText {
  title: (number: string) => string;
  heading: (number: string) => string;
  subject: string;
  sections: { contract: string; holder: string; vehicle: string; payment: string };
  labels: {
    number: string;
    date: string;
    state: string;
    policy: string;
    cover: string;
    area: string;
    name: string;
    birthday: string;
    taxNumber: string;
    documentType: string;
    documentNumber: string;
    documentIssued: string;
    address: string;
    registrationPlace: string;
    phone: string;
    email: string;
    vehicleType: string;
    stateNumber: string;
    bodyNumber: string;
    makeModel: string;
    year: string;
    premium: string;
    paidByPoints: string;
    paidOnline: string;
  };
  values: {
    policyPending: string;
    noTaxNumber: string;
    notPaid: string;
    cover: (from: string, to: string, period: string) => string;
  };
  disclaimer: string;
}

export const CONTRACT_DOCUMENT_TEXT: Record<Locale, ContractDocumentText> = {
  uk: {
    title: (number) => `Договір «Зелена картка» ${number}`,
    heading: (number) => `Договір страхування «Зелена картка» № ${number}`,
    subject:
      'Міжнародне страхування цивільно-правової відповідальності власників транспортних засобів («Зелена картка»)',
    sections: { contract: 'Договір', holder: 'Страхувальник', vehicle: 'Транспортний засіб', payment: 'Оплата' },
    labels: {
      number: 'Номер договору',
      date: 'Дата укладення',
      state: 'Стан',
      policy: 'Номер поліса',
      cover: 'Строк дії',
      area: 'Територія дії',
      name: 'Прізвище, ім’я, по батькові',
      birthday: 'Дата народження',
      taxNumber: 'РНОКПП',
      documentType: 'Документ',
      documentNumber: 'Серія та номер',
      documentIssued: 'Ким і коли виданий',
      address: 'Адреса',
      registrationPlace: 'Місце реєстрації',
      phone: 'Телефон',
      email: 'Електронна пошта',
      vehicleType: 'Тип',
      stateNumber: 'Державний номер',
      bodyNumber: 'Номер кузова (VIN)',
      makeModel: 'Марка і модель',
      year: 'Рік випуску',
      premium: 'Страховий платіж',
      paidByPoints: 'Сплачено балами лояльності',
      paidOnline: 'Сплачено онлайн',
    },
    values: {
      policyPending: 'видається після оплати',
      noTaxNumber: 'немає (відмова від РНОКПП)',
      notPaid: 'ще не сплачено',
      cover: (from, to, period) => `з ${from} до ${to} (${period})`,
    },
    disclaimer: 'Документ видав тестовий страховик-пісочниця для перевірки магазину; він не є страховим полісом.',
  },
  en: {
    title: (number) => `Green Card contract ${number}`,
    heading: (number) => `Green Card insurance contract ${number}`,
    subject: 'International motor third-party liability insurance (Green Card)',
    sections: { contract: 'Contract', holder: 'Policyholder', vehicle: 'Vehicle', payment: 'Payment' },
    labels: {
      number: 'Contract number',
      date: 'Date',
      state: 'State',
      policy: 'Policy number',
      cover: 'Cover',
      area: 'Area',
      name: 'Full name',
      birthday: 'Date of birth',
      taxNumber: 'Tax number',
      documentType: 'Document',
      documentNumber: 'Series and number',
      documentIssued: 'Issued by, on',
      address: 'Address',
      registrationPlace: 'Registration place',
      phone: 'Phone',
      email: 'E-mail',
      vehicleType: 'Type',
      stateNumber: 'State number',
      bodyNumber: 'Body number (VIN)',
      makeModel: 'Make and model',
      year: 'Year',
      premium: 'Premium',
      paidByPoints: 'Paid with loyalty points',
      paidOnline: 'Paid online',
    },
    values: {
      policyPending: 'issued after payment',
      noTaxNumber: 'none (declined)',
      notPaid: 'not paid yet',
      cover: (from, to, period) => `${from} to ${to} (${period})`,
    },
    disclaimer:
      'This document was issued by the Green Card sandbox insurer for testing; it is not an insurance policy.',
  },
};

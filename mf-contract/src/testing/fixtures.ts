// A buyer's complete, valid form and a journey with a chosen offer, for the step's tests.
import { JOURNEY_AT } from '@greencard/step/testing/journeyFixtures';
import type { ContractFormValues } from '../features/values/formValues';

export const TODAY = '2024-03-10';

/** The offer the calculator hands over. */
export const { selection: SELECTION, product: PRODUCT } = JOURNEY_AT.chosen;

export const GOLF = { id: 1001, name: 'Golf', autoMaker: { id: 1, name: 'Volkswagen' } };

export function validValues(overrides: Partial<ContractFormValues> = {}): ContractFormValues {
  return {
    surname: 'Shevchenko',
    name: 'Taras',
    patronymic: 'Hryhorovych',
    inn: '3652504575',
    dontHaveInn: false,
    birthday: '01.01.2000',
    address: 'Kyiv, Khreshchatyk St. 22',
    phone: '+380671234567',
    email: 'taras@example.com',
    documentType: 'EXTERNAL_PASSPORT',
    documentSeries: 'FA',
    documentNumber: '123456',
    documentIssuedBy: '8012',
    documentDate: '15.05.2019',
    documentRecord: '',
    city: { value: 26001, text: 'Kyiv, Kyiv' },
    startDate: '12.03.2024',
    stateNumber: 'AA1234AA',
    bodyNumber: 'WVWWU701ZUF022976',
    bodyNumberUnknown: false,
    year: '2016',
    engineVolume: '1598',
    electricMotorPower: '',
    grossWeight: '1790',
    curbWeight: '1270',
    seatingCapacity: '5',
    maker: { value: GOLF.autoMaker.id, text: 'Volkswagen' },
    model: { value: GOLF.id, text: 'Golf' },
    additionalFieldsOpen: false,
    confirm: true,
    offerRead: true,
    ...overrides,
  };
}

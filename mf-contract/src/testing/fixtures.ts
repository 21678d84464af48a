// A buyer's complete, valid form and a journey with a chosen offer, for the step's tests.
import { JOURNEY_AT } from '@greencard/step/journeyFixtures';
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
    passportTypeSelect: 'EXTERNAL_PASSPORT',
    passportSeries: 'FA',
    passportNumber: '123456',
    passportFrom: '8012',
    passportDate: '15.05.2019',
    passportRecord: '',
    city: { value: 26001, text: 'Kyiv, Kyiv' },
    dateFrom: '12.03.2024',
    autoNumber: 'AA1234AA',
    autoBodyNumber: 'WVWWU701ZUF022976',
    bodyNumberUnknown: false,
    autoYear: '2016',
    engineVolume: '1598',
    electricMotorPower: '',
    grossWeight: '1790',
    curbWeight: '1270',
    seatingCapacity: '5',
    autoMaker: { value: GOLF.autoMaker.id, text: 'Volkswagen' },
    autoModel: { value: GOLF.id, text: 'Golf' },
    isShowAdditionalFields: false,
    confirm: true,
    offerRead: true,
    ...overrides,
  };
}

// Test support only: one complete draft as the contract step would hand it over (its values already clean).
import type { Phone, StateNumber } from '@greencard/domain';
import type { DraftInput } from '../features/creation/DraftInput';

export function completeDraftInput(): DraftInput {
  return {
    tariffId: 7,
    period: 'ONE_MONTH',
    vehicleType: 'A',
    area: 'EUROPE',
    shopOrderNumber: 1234567890,
    startDate: '2024-03-12',
    surname: 'Shevchenko',
    name: 'Taras',
    patronymic: 'Hryhorovych',
    birthday: '2000-01-01',
    address: 'Kyiv, Khreshchatyk St. 22',
    inn: '3652504575',
    dontHaveInn: false,
    phone: '+380671234567' as Phone,
    email: 'taras@example.com',
    documentType: 'EXTERNAL_PASSPORT',
    documentSeries: 'FA',
    documentNumber: '123456',
    documentIssuedBy: '8000',
    documentDate: '2020-05-05',
    documentRecord: '20000101-01234',
    city: { id: 101, text: 'Kyiv, Kyiv' },
    stateNumber: 'AA1234BB' as StateNumber,
    bodyNumber: 'WVWZZZ1JZXW000001',
    year: 2015,
    engineVolume: 1598,
    electricMotorPower: 0,
    grossWeight: 1800,
    curbWeight: 1300,
    seatingCapacity: 5,
    maker: { id: 3, name: 'Volkswagen' },
    model: { id: 31, name: 'Golf' },
    customerExternalId: 'loyal-42',
    euaUserId: 'eua-7',
    sourceInfo: 'shop.example.com',
  };
}

// Test support only: one complete draft as the contract step would hand it over.
import type { DraftInput } from '../draft';

export function completeDraftInput(): DraftInput {
  return {
    tariffId: 7,
    period: 'ONE_MONTH',
    vehicleType: 'A',
    area: 'EUROPE',
    shopOrderNumber: 1234567890,
    startDate: '2024-03-12',
    person: {
      surname: 'Shevchenko',
      name: 'Taras',
      patronymic: 'Hryhorovych',
      birthday: '2000-01-01',
      address: 'Kyiv, Khreshchatyk St. 22',
      inn: '3652504575',
      dontHaveInn: false,
      phone: '+380 67 123 45 67',
      email: 'taras@example.com',
    },
    document: {
      type: 'EXTERNAL_PASSPORT',
      series: 'FA',
      number: '123456',
      issuedBy: '8000',
      date: '2020-05-05',
      record: '20000101-01234',
    },
    registrationPlace: { id: 101, text: 'Kyiv, Kyiv' },
    vehicle: {
      stateNumber: 'аа 1234 вв',
      bodyNumber: 'wvwzzz1jzxw000001',
      year: 2015,
      engineVolume: 1598,
      electricMotorPower: 0,
      grossWeight: 1800,
      curbWeight: 1300,
      seatingCapacity: 5,
      autoMaker: { id: 3, name: 'Volkswagen' },
      autoModel: { id: 31, name: 'Golf' },
    },
    customerExternalId: 'loyal-42',
    euaUserId: 'eua-7',
    sourceInfo: 'shop.example.com',
  };
}

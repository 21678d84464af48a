import type { Contract } from '../contracts/store';
import { contractDocumentContent, type ContractDocumentData } from './contractDocumentContent';

const contract: Contract = {
  id: 5,
  number: 'GC00000005',
  state: 'EMITTED',
  tariffId: 12031,
  premium: 1869,
  vehicleType: 'A',
  area: 'EUROPE',
  period: 'ONE_MONTH',
  startDate: '2026-03-15',
  endDate: '2026-04-14',
  draftDate: '2026-03-10',
  phone: '+380671112233',
  email: 'taras.koval@example.com',
  holder: 'Koval Taras Ivanovych',
  inn: null,
  stateNumber: 'AA1234AA',
  draft: {
    dialect: 'camel',
    tariffId: 12031,
    period: 'ONE_MONTH',
    vehicleType: 'A',
    area: 'EUROPE',
    email: 'taras.koval@example.com',
    phone: '+380671112233',
    foreignPhone: false,
    firstName: 'Taras',
    lastName: 'Koval',
    middleName: 'Ivanovych',
    address: 'Khreshchatyk St 1, apt 5, Kyiv',
    birthday: '01.01.2000',
    startDate: '15.03.2026',
    shopOrderNumber: '4821937465',
    document: {
      type: 'EXTERNAL_PASSPORT',
      series: 'FA',
      number: '123456',
      issuedBy: '8012',
      date: '14.05.2020',
      record: null,
    },
    registrationPlace: 80001,
    customerExternalId: null,
    euaUserId: null,
    dontHaveInn: true,
    inn: null,
    vehicle: {
      stateNumber: 'AA1234AA',
      bodyNumber: 'WVWZZZ1KZAW000001',
      year: '2016',
      engineVolume: null,
      electricMotorPower: null,
      grossWeight: null,
      curbWeight: null,
      seatingCapacity: null,
      autoMaker: 'Volkswagen',
      autoModel: 'Golf',
      modelId: null,
      autoMakerId: null,
    },
    sourceInfo: null,
  },
  policyNumber: 'UA/097/00000005',
  paidAt: '2026-03-10T10:00:00.000Z',
  paidOnline: 1569,
  createdAt: '2026-03-10T09:00:00.000Z',
};

const data = (place: string): ContractDocumentData => ({ contract, place, paidByPoints: 300 });
const rows = (content: ReturnType<typeof contractDocumentContent>) =>
  Object.fromEntries(content.sections.flatMap((s) => s.rows));

describe('contractDocumentContent', () => {
  it('says everything in Ukrainian, with the buyer’s data as entered', () => {
    const content = contractDocumentContent(data('Київ, м. Київ'), 'uk');
    expect(content.title).toBe('Договір «Зелена картка» GC00000005');
    expect(content.sections.map((s) => s.title)).toEqual(['Договір', 'Страхувальник', 'Транспортний засіб', 'Оплата']);
    expect(rows(content)).toMatchObject({
      Стан: 'Поліс оформлено',
      'Номер поліса': 'UA/097/00000005',
      'Строк дії': 'з 15.03.2026 до 14.04.2026 (1 місяць)',
      'Територія дії': 'Європа',
      'Прізвище, ім’я, по батькові': 'Koval Taras Ivanovych',
      'Дата народження': '01.01.2000',
      РНОКПП: 'немає (відмова від РНОКПП)',
      Документ: 'Закордонний паспорт',
      'Ким і коли виданий': '8012, 14.05.2020',
      'Місце реєстрації': 'Київ, м. Київ',
      Тип: 'Легкові автомобілі',
      'Марка і модель': 'Volkswagen Golf',
      'Страховий платіж': '1 869.00 UAH',
      'Сплачено балами лояльності': '300.00 UAH',
      'Сплачено онлайн': '1 569.00 UAH',
    });
  });

  it('says the same in English', () => {
    const uk = contractDocumentContent(data('Київ, м. Київ'), 'uk');
    const en = contractDocumentContent(data('Kyiv, Kyiv city'), 'en');
    expect(en.title).toBe('Green Card contract GC00000005');
    expect(rows(en)).toMatchObject({
      State: 'Policy issued',
      Cover: '15.03.2026 to 14.04.2026 (1 month)',
      Area: 'Europe',
    });
    expect(en.sections.map((s) => s.rows.length)).toEqual(uk.sections.map((s) => s.rows.length));
    expect(JSON.stringify(en)).not.toMatch(/[\u0400-\u04FF]/);
  });
});

import { CONTRACT as contract } from '../testing/contract';
import { contractDocumentContent, type ContractDocumentData } from './contractDocumentContent';

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

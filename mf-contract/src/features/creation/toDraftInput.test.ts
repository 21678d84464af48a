import { buildCamelDraft, buildSnakeDraft } from './draftFields';
import { draftFingerprint, toDraftInput, type DraftContext } from './toDraftInput';
import { PRODUCT, SELECTION, validValues } from '../../testing/fixtures';

const context: DraftContext = {
  selection: SELECTION,
  product: PRODUCT,
  shopOrderNumber: 4_567_890_123,
  storedIds: { euaUserId: 'eua-7', loyaltyCustomerId: 'loyal-42' },
  sourceInfo: 'shop.example.com',
};

describe('toDraftInput: the form and the journey as the api input, cleaned where they enter', () => {
  it('gives the second reading (snake case) every field of rules §3', () => {
    const payload = buildSnakeDraft(
      toDraftInput(validValues({ engineVolume: '1598', electricMotorPower: '' }), context),
    );
    expect(payload).toEqual({
      tariff_id: 7,
      period: 'ONE_MONTH',
      email: 'taras@example.com',
      phone: '+380671234567',
      name_first: 'Taras',
      name_last: 'Shevchenko',
      name_middle: 'Hryhorovych',
      address: 'Kyiv, Khreshchatyk St. 22',
      birth_date: '2000-01-01',
      date_from: '2024-03-11', // the entered 12.03.2024 minus one day
      vehicle_type: 'A',
      coverage_area: 'EUROPE',
      shop_order_number: 4_567_890_123,
      insurance_type: 'auto',
      foreign_operator: false,
      doc_type: 'EXTERNAL_PASSPORT',
      doc_number: '123456',
      doc_issued_by: '8012',
      doc_date: '2019-05-15',
      doc_seria: 'FA',
      registration_place: 26001,
      customer_external_id: 'loyal-42',
      eua_user_id: 'eua-7',
      dont_have_code: false,
      code: '3652504575',
      state_number: 'AA1234AA',
      body_number: 'WVWWU701ZUF022976',
      year: 2016,
      engineVolume: 1598,
      grossWeight: 1790,
      curbWeight: 1270,
      seatingCapacity: 5,
      autoMaker: 'Volkswagen',
      autoModel: 'Golf',
      model_id: 1001,
      auto_maker_id: 1,
      sourceInfo: 'shop.example.com',
    });
  });

  it('gives the first reading (camel case) the start date itself and names the tax number', () => {
    const payload = buildCamelDraft(toDraftInput(validValues({ dontHaveInn: true, inn: '' }), context));
    expect(payload).toMatchObject({
      tariffId: 7,
      dateFrom: '2024-03-12',
      birthday: '2000-01-01',
      orderId: 4_567_890_123,
      inn: '',
      dontHaveInn: true,
      autoNumber: 'AA1234AA',
      year: '2016',
      registrationPlace: 26001,
      passportSeries: 'FA',
      modelId: 1001,
      autoMakerId: 1,
      customerExternalId: 'loyal-42',
      euaUserId: 'eua-7',
    });
    expect(payload).not.toHaveProperty('passportRecord');
  });

  it('sends no tax number when it is missing, and a foreign phone as foreign', () => {
    const payload = buildSnakeDraft(
      toDraftInput(validValues({ dontHaveInn: true, inn: '3652504575', phone: '+48 601 234 567' }), context),
    );
    expect(payload).not.toHaveProperty('code');
    expect(payload.dont_have_code).toBe(true);
    expect(payload.foreign_operator).toBe(true);
    expect(payload.phone).toBe('+48601234567');
  });

  it('leaves out ids that are not stored and details that are empty', () => {
    const payload = buildSnakeDraft(
      toDraftInput(validValues({ engineVolume: '', grossWeight: '', curbWeight: '', seatingCapacity: '' }), {
        ...context,
        storedIds: {},
      }),
    );
    for (const key of [
      'customer_external_id',
      'eua_user_id',
      'engineVolume',
      'grossWeight',
      'curbWeight',
      'seatingCapacity',
    ]) {
      expect(payload).not.toHaveProperty(key);
    }
  });

  it('normalises the state number and document series, and reads a decimal comma', () => {
    const input = toDraftInput(
      validValues({ stateNumber: 'аа 1234 аа', documentSeries: 'fa', electricMotorPower: '110,5' }),
      context,
    );
    const payload = buildSnakeDraft(input);
    expect(payload.state_number).toBe('AA1234AA');
    expect(payload.doc_seria).toBe('FA');
    expect(payload.electricMotorPower).toBe(110.5);
  });

  it.each([
    [
      'a free model text keeps the maker id but no model id',
      { model: { value: null, text: 'Golf Country' } },
      1,
      undefined,
    ],
    [
      'free texts send no ids',
      { maker: { value: null, text: 'VW Custom' }, model: { value: null, text: 'X' } },
      undefined,
      undefined,
    ],
    ['a chosen maker and model send both ids', {}, 1, 1001],
  ])('%s', (_case, overrides, makerId, modelId) => {
    const { maker, model } = toDraftInput(validValues(overrides), context);
    expect(maker.id).toBe(makerId);
    expect(model.id).toBe(modelId);
  });

  it('sends an empty body number when it is unknown', () => {
    const input = toDraftInput(validValues({ bodyNumberUnknown: true, bodyNumber: 'WVWWU701ZUF022976' }), context);
    expect(input.bodyNumber).toBe('');
  });

  it('hands the phone, state number and body number over in their one spelling, and every text trimmed', () => {
    const input = toDraftInput(
      validValues({
        phone: ' 067 123-45-67 ',
        stateNumber: 'аа 1234 аа',
        bodyNumber: ' wvwwu701 zuf022976',
        surname: ' Shevchenko ',
      }),
      context,
    );
    expect(input).toMatchObject({
      phone: '+380671234567',
      stateNumber: 'AA1234AA',
      bodyNumber: 'WVWWU701ZUF022976',
      surname: 'Shevchenko',
    });
  });

  it('refuses values the form would not have let through', () => {
    expect(() => toDraftInput(validValues({ phone: '12' }), context)).toThrow('phone');
    expect(() => toDraftInput(validValues({ stateNumber: 'AA12' }), context)).toThrow('state number');
  });

  it('fingerprints the content without the order number', () => {
    const a = toDraftInput(validValues(), context);
    const b = toDraftInput(validValues(), { ...context, shopOrderNumber: 1_000_000_000 });
    const c = toDraftInput(validValues({ surname: 'Franko' }), context);
    expect(draftFingerprint(a)).toBe(draftFingerprint(b));
    expect(draftFingerprint(a)).not.toBe(draftFingerprint(c));
  });
});

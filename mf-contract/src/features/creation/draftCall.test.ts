/** @jest-environment node */
// node: the calls run on axios with a route table, as the api's own tests do.
import { clientOf, describeCalls, ok, type Route } from '@greencard/api/testing';
import { completeDraftInput } from '../../testing/draftInput';
import { saveDraft } from './draftCall';

describeCalls([
  {
    name: 'saveDraft',
    route: 'POST /green/save/draft',
    run: (client) => saveDraft(client, completeDraftInput(), { dialect: 'snake' }),
    reply: ok({ id: 5, number: 'GC-000005', date: '2024-03-10' }),
    result: { id: 5, number: 'GC-000005', date: '2024-03-10' },
    request: {
      body: expect.objectContaining({ tariff_id: 7, date_from: '2024-03-11', sourceInfo: 'shop.example.com' }),
    },
    fallback: 'draft',
    malformed: { id: 5, number: 'GC-000005', date: '10.03.2024' },
  },
]);

describe('saveDraft', () => {
  it('sends the draft in the reading it is given (rules D2)', async () => {
    const { client, requests } = clientOf({ 'POST /green/save/draft': ok({ id: 5, number: 'N', date: '2024-03-10' }) });
    await saveDraft(client, completeDraftInput(), { dialect: 'camel' });
    await saveDraft(client, completeDraftInput(), { dialect: 'snake' });
    expect(requests.map((r) => Object.keys(r.body as object).includes('tariffId'))).toEqual([true, false]);
  });

  it("sends the attempt's key, and none without one", async () => {
    const seen: unknown[] = [];
    const keep: Route = (config) => {
      seen.push(config.headers.get('Idempotency-Key'));
      return ok({ id: 1, number: 'GC1', date: '2026-11-23' });
    };
    const { client } = clientOf({ 'POST /green/save/draft': keep });
    await saveDraft(client, completeDraftInput(), { dialect: 'snake', idempotencyKey: 'attempt-draft-0123456789' });
    await saveDraft(client, completeDraftInput(), { dialect: 'snake' });
    expect(seen).toEqual(['attempt-draft-0123456789', undefined]);
  });

  it('is sent again at once, the same request and key, when the shop server has just started the session', async () => {
    const answers = [
      { status: 425, body: { message: 'The session has started: send the call again', errorCode: 'SESSION_STARTED' } },
      ok({ id: 5, number: 'N', date: '2024-03-10' }),
    ];
    const { client, requests } = clientOf({ 'POST /green/save/draft': () => answers.shift()! });
    const draft = await saveDraft(client, completeDraftInput(), {
      dialect: 'snake',
      idempotencyKey: 'draft-0123456789',
    });
    expect(draft).toMatchObject({ id: 5 });
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual(requests[0]);
  });

  it('reads an underwriting refusal through the message rules', async () => {
    const { client } = clientOf({
      'POST /green/save/draft': {
        status: 422,
        body: { message: 'Транспортний засіб знайдено в переліку. Зверніться до служби підтримки.' },
      },
    });
    await expect(saveDraft(client, completeDraftInput(), { dialect: 'snake' })).rejects.toMatchObject({
      key: 'underwriting',
      notice: 'underwritingVehicle',
    });
  });
});

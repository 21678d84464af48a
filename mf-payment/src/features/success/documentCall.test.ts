/** @jest-environment node */
// node: the calls run on axios with a route table, as the api's own tests do.
import { createInsurerClient, type ErrorKey } from '@greencard/api';
import { clientOf, failure, type Reply } from '@greencard/api/testing';
import { contractDocumentUrl, getContractDocument } from './documentCall';

describe('contractDocumentUrl', () => {
  it("is the document's address on the client's base URL, in the buyer's language", () => {
    expect(contractDocumentUrl(createInsurerClient(), 5, 'uk')).toBe('/api/order/show?contract_id=5&lang=uk');
    expect(contractDocumentUrl(createInsurerClient({ baseURL: 'http://127.0.0.1:8090' }), 7, 'en')).toBe(
      'http://127.0.0.1:8090/order/show?contract_id=7&lang=en',
    );
  });
});

describe('getContractDocument', () => {
  const pdf = new TextEncoder().encode('%PDF-1.4 contract').buffer;

  it('returns the PDF', async () => {
    const { client, requests } = clientOf({
      'GET /order/show': { status: 200, raw: pdf, headers: { 'content-type': 'application/pdf' } },
    });
    const document = await getContractDocument(client, 5, 'en');
    expect(new TextDecoder().decode(document.bytes)).toBe('%PDF-1.4 contract');
    expect(document.contentType).toBe('application/pdf');
    expect(requests[0]?.params).toEqual({ contract_id: 5, lang: 'en' });
  });

  it.each<[string, Reply, ErrorKey]>([
    [
      'an answer that is no PDF',
      { status: 200, raw: new ArrayBuffer(2), headers: { 'content-type': 'text/html' } },
      'contractDocument',
    ],
    ['a 404 without a message', { status: 404, raw: new TextEncoder().encode('{}').buffer }, 'contractDocument'],
    [
      'a 409 with a message as bytes',
      { status: 409, raw: new TextEncoder().encode('{"message":"Not paid"}').buffer },
      'generic',
    ],
    ['a 500', { status: 500, raw: new ArrayBuffer(0) }, 'serverError'],
    ['no answer', { fail: 'network' }, 'serverError'],
  ])('%s -> %s', async (_name, reply, key) => {
    expect((await failure(getContractDocument(clientOf({ 'GET /order/show': reply }).client, 5, 'uk'))).key).toBe(key);
  });
});

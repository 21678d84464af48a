import { DEFAULT_LOCALE, type Locale } from '@greencard/domain';
import { ApiError } from '../errors';
import { Receipt } from '../schemas';
import { call, send, withBase, type CallContext } from './context';

export interface ContractDocument {
  bytes: ArrayBuffer;
  contentType: string;
}

const PDF = 'application/pdf';

export function documentCalls(context: CallContext) {
  // The insurer writes the document in the buyer's language.
  const documentRequest = (contractId: number, lang: Locale) => ({
    method: 'GET' as const,
    url: '/order/show',
    params: { contract_id: contractId, lang },
  });

  return {
    /** The address of the contract document (GET /order/show), for a link the browser opens through the proxy. */
    contractDocumentUrl: (contractId: number, lang: Locale = DEFAULT_LOCALE): string =>
      context.http.getUri(withBase(context, documentRequest(contractId, lang))),

    /** GET /order/show: the contract document itself (a PDF). */
    getContractDocument: async (contractId: number, lang: Locale = DEFAULT_LOCALE): Promise<ContractDocument> => {
      const response = await send(
        context,
        { ...documentRequest(contractId, lang), responseType: 'arraybuffer' },
        'contractDocument',
      );
      const contentType = String(response.headers['content-type'] ?? '');
      if (!contentType.startsWith(PDF) || !(response.data instanceof ArrayBuffer)) {
        throw new ApiError('contractDocument', { status: response.status });
      }
      return { bytes: response.data, contentType: PDF };
    },

    /** GET /order/ewaShow: the receipt and policy data. */
    getReceipt: (contractId: number): Promise<Receipt> =>
      call(context, { method: 'GET', url: '/order/ewaShow', params: { contract_id: contractId } }, Receipt, 'receipt'),
  };
}

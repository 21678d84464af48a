import { ApiError, type InsurerClient } from '@greencard/api';
import type { Locale } from '@greencard/domain';

export interface ContractDocument {
  bytes: ArrayBuffer;
  contentType: string;
}

const PDF = 'application/pdf';

// GET /order/show: the insurer writes the document in the buyer's language.
const documentRequest = (contractId: number, lang: Locale) => ({
  method: 'GET' as const,
  url: '/order/show',
  params: { contract_id: contractId, lang },
});

/** The address of the contract document, for a link the browser opens through the shop's proxy. */
export const contractDocumentUrl = (client: InsurerClient, contractId: number, lang: Locale): string =>
  client.address(documentRequest(contractId, lang));

/** The contract document itself (a PDF); an answer that is none is the contractDocument failure. */
export async function getContractDocument(
  client: InsurerClient,
  contractId: number,
  lang: Locale,
): Promise<ContractDocument> {
  const answer = await client.send(
    { ...documentRequest(contractId, lang), responseType: 'arraybuffer' },
    'contractDocument',
  );
  if (!answer.contentType.startsWith(PDF) || !(answer.body instanceof ArrayBuffer)) {
    throw new ApiError('contractDocument', { status: answer.status });
  }
  return { bytes: answer.body, contentType: PDF };
}

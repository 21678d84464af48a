// GET /order/show (the contract PDF), GET /order/ewaShow (receipt or policy data), GET /getContractByEwaCode.
import { DEFAULT_LOCALE, LOCALES } from '../insurer';
import type { FastifyInstance } from 'fastify';
import { defaulted, enums } from 'superstruct';
import type { ContractStore } from '../contracts/store';
import { notFound } from '../http/errors';
import { check, Id, shape, Text } from '../http/validate';
import type { LoyaltyAccounts } from '../loyalty/accounts';
import type { PaymentStore } from '../payments/store';
import type { ReferenceCatalogue } from '../reference/catalogue';
import { offLoopRenderer } from './offLoopRenderer';
import { contractFonts } from './pdfFonts';
import { renderedDocuments } from './renderedDocuments';

export interface DocumentRouteDeps {
  publicUrl: string;
  contracts: ContractStore;
  payments: PaymentStore;
  accounts: LoyaltyAccounts;
  reference: ReferenceCatalogue;
}

const ByContract = shape({ contract_id: Id });
/** The document's language is the buyer's page language (docs/insurer-api.md), Ukrainian unless said. */
const DocumentQuery = shape({ contract_id: Id, lang: defaulted(enums(LOCALES), DEFAULT_LOCALE) });

export function documentRoutes(app: FastifyInstance, deps: DocumentRouteDeps): void {
  // Read at start, so a sandbox built without its font fails now rather than at the first buyer's document.
  contractFonts();
  const documentOf = renderedDocuments(offLoopRenderer());

  app.get('/order/show', async (request, reply) => {
    const { contract_id: id, lang } = check(request.query, DocumentQuery);
    const contract = deps.contracts.require(id);
    const pdf = await documentOf(
      {
        contract,
        place: deps.reference.placeText(contract.draft.registrationPlace, lang),
        paidByPoints: deps.accounts.reservedFor(contract.id),
      },
      lang,
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="contract-${contract.number}.pdf"`)
      .send(Buffer.from(pdf));
  });

  app.get('/order/ewaShow', async (request) => {
    const { contract_id: id } = check(request.query, ByContract);
    const contract = deps.contracts.require(id);
    const paid = deps.payments.paidFor(contract.id);
    const emitted = contract.state === 'EMITTED' && contract.policyNumber !== null;
    return {
      data: {
        contractId: contract.id,
        number: contract.number,
        state: contract.state,
        premium: contract.premium,
        paidByPoints: deps.accounts.reservedFor(contract.id),
        paidOnline: contract.paidOnline ?? 0,
        ...(contract.paidAt ? { payedAt: contract.paidAt } : {}),
        ...(emitted
          ? { policy: { number: contract.policyNumber, validFrom: contract.startDate, validTo: contract.endDate } }
          : {}),
        ...(paid ? { receiptUrl: `${deps.publicUrl}/sandbox/receipt/${encodeURIComponent(paid.orderId)}` } : {}),
      },
    };
  });

  app.get('/getContractByEwaCode', async (request) => {
    const { code } = check(request.query, shape({ code: Text }));
    const contract = deps.contracts.byNumber(code.toUpperCase());
    if (!contract) throw notFound('No such contract');
    return {
      data: {
        id: contract.id,
        number: contract.number,
        state: contract.state,
        dateFrom: contract.startDate,
        dateTo: contract.endDate,
        vehicleType: contract.vehicleType,
        area: contract.area,
        period: contract.period,
        premium: contract.premium,
      },
    };
  });
}

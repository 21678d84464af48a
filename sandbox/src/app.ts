// Builds the sandbox insurer: database, seed data, the insurer calls of docs/insurer-api.md and the sandbox-only
// pages. Tests call createSandbox with a temporary database file and, where time matters, their own clock.
import Fastify, { type FastifyInstance } from 'fastify';
import { codeRoutes } from './codes/routes';
import { OneTimeCodes } from './codes/oneTimeCodes';
import { Outbox } from './codes/outbox';
import { DEFAULT_SMS_LIMITS, type SmsLimits } from './codes/phoneLimit';
import { COMPANY_NAME } from './company/data/company';
import { insurerPageRoutes } from './company/pages/routes';
import { companyRoutes } from './company/routes';
import { IdempotentAnswers } from './contracts/idempotentAnswers';
import { contractRoutes } from './contracts/routes';
import { ContractStore } from './contracts/store';
import { seedBlacklist, Underwriting } from './contracts/underwriting';
import { openDatabase, type Db } from './db/connection';
import { documentRoutes } from './documents/routes';
import { frameworkErrors, installErrorHandling } from './http/errors';
import { installBodyParsers } from './http/parsers';
import { requirePartnerToken } from './http/token';
import { LoyaltyAccounts, seedLoyaltyCustomers } from './loyalty/accounts';
import { DEV_LOYALTY_LINK_KEY, partnerLinkRoutes } from './loyalty/partnerLinks';
import { loyaltyRoutes } from './loyalty/routes';
import { Bank } from './payments/bank';
import { Cardlab } from './payments/cardlab';
import { PaymentConfirmation } from './payments/confirm';
import { Easypay } from './payments/easypay';
import { hostedPageRoutes } from './payments/hostedPages';
import { NotificationLog } from './payments/notifications';
import { Portmone } from './payments/portmone';
import { paymentRoutes } from './payments/routes';
import { PaymentSettlement } from './payments/settlement';
import { PROVIDERS, type ProviderSecrets } from './payments/signatures';
import { DEV_SECRETS } from './payments/providerSecrets';
import { PaymentStore } from './payments/store';
import { ReferenceCatalogue, seedReference } from './reference/catalogue';
import { referenceRoutes } from './reference/routes';
import { ProductCatalogue, seedProducts } from './tariffs/catalogue';
import { tariffRoutes } from './tariffs/routes';
import { timeRoutes } from './time/routes';
import { sandboxLogger } from './http/requestLog';

export interface SandboxOptions {
  dbFile: string;
  token: string;
  /** The base URL of the hosted provider and bank pages, as the buyer's browser reaches the sandbox. */
  publicUrl?: string;
  now?: () => Date;
  secrets?: Partial<ProviderSecrets>;
  /** The analytics tag of GET /company (slug green_gtm_tag); empty by default, so nothing is loaded. */
  gtmTag?: string;
  logger?: boolean;
  /** Per-phone limits of the SMS the sandbox sends (contract codes and loyalty secrets together). */
  smsLimits?: Partial<SmsLimits>;
  /** The key the loyalty programme signs its partner links with (LOYALTY_LINK_KEY); the sandbox's own by default. */
  loyaltyLinkKey?: string;
  /** Simulate CardLab, an invented third card provider, for the tests of a provider a payment release adds. */
  cardlab?: boolean;
}

/** The largest request body accepted; a larger one answers 413. No insurer call needs more than a few KiB. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface Sandbox {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const now = options.now ?? (() => new Date());
  const secrets: ProviderSecrets = { ...DEV_SECRETS, ...options.secrets };
  const db = openDatabase(options.dbFile);
  seedProducts(db, COMPANY_NAME);
  seedReference(db);
  seedBlacklist(db);
  seedLoyaltyCustomers(db);

  const app = Fastify({ logger: sandboxLogger(options.logger ?? false), bodyLimit: BODY_LIMIT_BYTES, frameworkErrors });
  // Until the server listens, the public URL may not be known (port 0): read it at request time.
  let publicUrl = options.publicUrl?.replace(/\/+$/, '');
  app.addHook('onListen', async () => {
    if (publicUrl) return;
    const address = app.server.address();
    if (address && typeof address === 'object')
      publicUrl = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  });
  const urls = {
    get publicUrl(): string {
      return publicUrl ?? '';
    },
  };

  installBodyParsers(app);
  installErrorHandling(app);
  requirePartnerToken(app, options.token);

  const products = new ProductCatalogue(db);
  const reference = new ReferenceCatalogue(db);
  const contracts = new ContractStore(db);
  const outbox = new Outbox(db);
  const codes = new OneTimeCodes(db, outbox, { ...DEFAULT_SMS_LIMITS, ...options.smsLimits });
  const answers = new IdempotentAnswers(db);
  const accounts = new LoyaltyAccounts(db);
  const payments = new PaymentStore(db);
  const log = new NotificationLog(db);
  const easypay = new Easypay(secrets.easypay, payments, log);
  const portmone = new Portmone(db, secrets.portmone);
  const bank = new Bank(secrets.bank, payments, log);
  const cardlab = options.cardlab ? new Cardlab(secrets.cardlab, log) : undefined;
  const providers = cardlab ? [...PROVIDERS, 'cardlab' as const] : PROVIDERS;
  const settlement = new PaymentSettlement({ db, contracts, payments, accounts, easypay, portmone, bank, cardlab });
  const confirmation = new PaymentConfirmation({ contracts, payments, portmone, settlement });

  companyRoutes(app, {
    get publicUrl() {
      return urls.publicUrl;
    },
    gtmTag: options.gtmTag ?? '',
  });
  insurerPageRoutes(app);
  tariffRoutes(app, products);
  referenceRoutes(app, reference);
  contractRoutes(app, {
    db,
    now,
    contracts,
    products,
    reference,
    underwriting: new Underwriting(db),
    answers,
    onCancelled: (id, at) => {
      accounts.release(id, at);
      payments.cancelOpen(id, at);
    },
  });
  codeRoutes(app, { db, now, contracts, codes, outbox });
  loyaltyRoutes(app, {
    db,
    now,
    contracts,
    accounts,
    codes,
    cancelOpenPayments: (contractId, at) => payments.cancelOpen(contractId, at),
  });
  paymentRoutes(app, {
    now,
    get publicUrl() {
      return urls.publicUrl;
    },
    secrets,
    providers,
    contracts,
    payments,
    accounts,
    portmone,
    confirmation,
    answers,
  });
  hostedPageRoutes(app, { now, contracts, payments, easypay, portmone, bank, cardlab, settlement });
  documentRoutes(app, {
    get publicUrl() {
      return urls.publicUrl;
    },
    contracts,
    payments,
    accounts,
    reference,
  });
  timeRoutes(app, now);
  partnerLinkRoutes(app, options.loyaltyLinkKey || DEV_LOYALTY_LINK_KEY);

  return {
    app,
    db,
    async close() {
      await app.close();
      db.close();
    },
  };
}

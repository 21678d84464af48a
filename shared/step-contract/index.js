// @ts-check
// The one parser of each document a step declares (docs/step-release.md): its JSON Schema, and for routes.json what a
// schema cannot say (each page and path once). The shop server, the release and the builds read step.json,
// routes.json and registry.json only through here; what a registry's steps must be together (one journey order, ...)
// is judged by its readers. The calls' policy (paths no step may declare, the kinds of the insurer's fields,
// treatments that fit them, one owner per call, what a call may not drop, the uses) is calls.js's and callUses.js's.
const { checkSchema } = require('./schemaCheck');

/**
 * The documents' types, as their schemas (*.schema.json beside this file) define them and describe each field; a
 * change to a schema changes its type here in the same commit.
 * @typedef {import('./stepName').StepName} StepName
 * @typedef {{ uk: string, en: string }} Localized
 * @typedef {{
 *   page: string, path: string, layout: 'default' | 'empty' | 'provider', step?: StepName, providerReturn?: true,
 *   title: Localized,
 * }} StepRoute
 * @typedef {'loyaltyCustomer'} JourneyCondition
 * @typedef {'product' | 'draft' | 'contractNumber' | 'signed'} JourneyNeed
 * @typedef {{
 *   label: Localized, follows?: StepName, precedes?: StepName, when?: JourneyCondition, needs: JourneyNeed[],
 * }} StepJourney
 * @typedef {'contractId' | 'loyaltyCustomerId' | 'returnAddress' | 'phone' | 'contractState' | 'data'} ParamKind
 * @typedef {'payment' | 'document'} CallCost
 * @typedef {'offer_searched' | 'draft_saved' | 'code_sent' | 'signed' | 'points_used' | 'payment_started'
 *   | 'document_fetched'} JourneyEvent
 * @typedef {{
 *   method: 'GET' | 'POST' | 'PUT', path: string, params: Record<string, ParamKind>,
 *   limit?: 'codes' | 'loyalty' | 'drafts', costs?: CallCost, event?: JourneyEvent, provider?: string,
 *   texts?: { skipWhen?: Record<string, 'given' | 'zero'>, sentErrorCodes?: (string | number)[] },
 *   answer?: 'newContract' | 'codeCheck' | 'paymentConfirmation' | 'document', idempotent?: true,
 * }} StepCall
 * @typedef {{ method: StepCall['method'], path: string, params?: string[] }} CallUse
 * @typedef {{
 *   $schema?: string, journey: StepJourney, calls: StepCall[], uses?: CallUse[],
 *   canary?: {
 *     stages?: number[], minStageSeconds?: number, holdAfterSeconds?: number, minBuyers?: number, minCalls?: number,
 *     minVitals?: number, alpha?: number, minRateIncrease?: number, lcpMarginMs?: number, inpMarginMs?: number,
 *   },
 * }} StepDeclaration
 * @typedef {import('./calls').OwnedCall} OwnedCall
 * @typedef {import('./callUses').EntryCalls} EntryCalls
 * @typedef {import('./callChanges').CallChanges} CallChanges
 */

/**
 * A step's routes.json (or the routes of its registry entry), checked; `owner` names the step in every error.
 * @param {unknown} value @param {string} owner @returns {StepRoute[]}
 */
function parseStepRoutes(value, owner) {
  const where = `${owner} routes`;
  checkSchema('routes.schema.json', value, where);
  const routes = /** @type {StepRoute[]} */ (value);
  for (const key of /** @type {const} */ (['page', 'path'])) {
    const again = routes.find((route, at) => routes.findIndex((other) => other[key] === route[key]) < at);
    if (again) throw new Error(`${where}: ${key} "${again[key]}" is declared twice`);
  }
  return routes;
}

/**
 * A step's step.json, checked as a whole: an unknown field or a wrong type anywhere refuses it. `owner` names the step
 * (or the file) in every error.
 * @param {unknown} value @param {string} owner @returns {StepDeclaration}
 */
function parseStepJson(value, owner) {
  checkSchema('step.schema.json', value, `${owner} step.json`);
  return /** @type {StepDeclaration} */ (value);
}

/**
 * registry.json in its form: each key a step's name, each entry and trial with its fields (docs/step-release.md). What
 * a registry must be beyond its form (one order, one owner per call, ...) is judged by its readers, who name the file.
 * @param {unknown} value
 */
function checkRegistryForm(value) {
  checkSchema('registry.schema.json', value);
}

module.exports = {
  parseStepRoutes,
  parseStepJson,
  checkRegistryForm,
  // The calls' policy, the uses, and what a release changes in the calls.
  ...require('./calls'),
  ...require('./callUses'),
  ...require('./callChanges'),
};

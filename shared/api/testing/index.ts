// Test helpers for the insurer calls of the steps: a client whose axios answers from a route table, and the checks
// every call must pass. Imported as '@greencard/api/testing' from tests only; never from production code.
export { ok, type Reply, type Route } from '../src/testing/routeAdapter';
export { clientOf, describeCalls, failure } from '../src/testing/callCases';
export { carriesAcceptedSmsProof } from '../src/testing/smsProofCheck';

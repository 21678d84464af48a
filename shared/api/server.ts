// What the shop server reads with the api's schemas. Imported as '@greencard/api/server' from shell/server only: the
// page's root import of the api loads no schema before its first call (docs/performance.md).
export { isCompany, type Company } from './src/company';

// @ts-check
/** Webpack loader for the server container: a stylesheet import becomes an empty module. */
module.exports = function noStyles() {
  return 'export {};';
};

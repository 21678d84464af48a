// @ts-check
// The project's own lint rules, loaded as the local plugin `greencard` in eslint.config.mjs.
module.exports = {
  rules: {
    'no-outside-citation': require('./noOutsideCitation'),
    'owned-call-paths': require('./ownedCallPaths'),
  },
};

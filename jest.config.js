// Every package's own jest config, run together: `npm run test:unit` at the root, `npm test` inside a package.
module.exports = {
  projects: [
    '<rootDir>/shared/domain', '<rootDir>/shared/api', '<rootDir>/shared/store', '<rootDir>/shared/i18n',
    '<rootDir>/shared/ui', '<rootDir>/shared/step', '<rootDir>/shared/serve', '<rootDir>/shared/build', '<rootDir>/shell',
    '<rootDir>/mf-calculator', '<rootDir>/mf-contract', '<rootDir>/mf-confirm', '<rootDir>/mf-points', '<rootDir>/mf-payment',
    '<rootDir>/sandbox', '<rootDir>/eslint-rules',
  ],
};

// Every package's own jest config, run together: `npm run test:unit` at the root, `npm test` inside a package.
const { STEPS, stepFolder } = require('./shared/build/steps.js');

module.exports = {
  projects: [
    '<rootDir>/shared/domain',
    '<rootDir>/shared/api',
    '<rootDir>/shared/store',
    '<rootDir>/shared/i18n',
    '<rootDir>/shared/ui',
    '<rootDir>/shared/step',
    '<rootDir>/shared/serve',
    '<rootDir>/shared/build',
    '<rootDir>/shared/step-contract',
    '<rootDir>/shared/release',
    '<rootDir>/shell',
    ...STEPS.map((step) => `<rootDir>/${stepFolder(step)}`),
    '<rootDir>/sandbox',
    '<rootDir>/agreement',
    '<rootDir>/eslint-rules',
    '<rootDir>/docker',
  ],
};

// @ts-check
// The one jest preset (test tooling, so in testing/): TypeScript and JSX through swc, workspace packages resolved to their sources.
const path = require('node:path');

/** @param {{ dir: string, environment?: 'jsdom' | 'node' }} options */
function jestConfig({ dir, environment = 'jsdom' }) {
  return {
    displayName: path.basename(dir) === 'src' ? path.basename(path.dirname(dir)) : path.basename(dir),
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Packages published as ES modules only: jest on Node 20 cannot require() them, so swc turns them into CommonJS.
    transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|@fastify/cookie)/)'],
    moduleNameMapper: {
      '\\.(css)$': require.resolve('./style-stub.js'),
      '\\.(svg|png|jpg)$': require.resolve('./file-stub.js'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [require.resolve('./jest-setup-dom.js')] : [],
    clearMocks: true,
    restoreMocks: true,
  };
}

module.exports = { jestConfig };

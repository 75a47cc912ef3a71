/**
 * One jest setup for every package, so a squad's `pnpm --filter <name> test` and the root run
 * behave the same. TypeScript goes through swc (fast, no type-check: tsc does that separately).
 */
const path = require('node:path');

module.exports = function jestPreset(packageDir, overrides = {}) {
  return {
    displayName: path.basename(packageDir),
    rootDir: packageDir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    setupFiles: [path.join(__dirname, 'jest.setup.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup-dom.cjs')],
    // The setup files live here; what they require is found in the package's own dependencies.
    modulePaths: [path.join(packageDir, 'node_modules')],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'jest.style-stub.cjs'),
    },
    ...overrides,
  };
};

/**
 * The build's tests (build/**) say `@jest-environment node` in their docblock. marked and sanitize-html's
 * sanitize-html's parser (htmlparser2 and its dom packages) ship ES modules only: jest compiles them.
 */
const esmOnly = [
  'marked',
  'htmlparser2',
  'domhandler',
  'domutils',
  'domelementtype',
  'dom-serializer',
  'entities',
];

module.exports = require('../../jest.preset.cjs')(__dirname, {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/{src,build}/**/*.test.{ts,tsx}'],
  transformIgnorePatterns: [
    `/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmOnly.join('|')})/)`,
  ],
});

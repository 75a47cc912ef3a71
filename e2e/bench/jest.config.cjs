/** The bench's pure parts (medians, budgets, source-map attribution, tables), tested beside the code. */
module.exports = require('../../jest.preset.cjs')(__dirname, {
  displayName: 'bench',
  testMatch: ['<rootDir>/*.test.ts'],
});

module.exports = require('../../jest.preset.cjs')(__dirname, {
  testEnvironment: 'jest-fixed-jsdom',
});

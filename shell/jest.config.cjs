module.exports = require('../jest.preset.cjs')(__dirname, {
  testEnvironment: 'jsdom',
  globals: { __BUILD_ID__: 'test-build', __BUILD_TIMESTAMP__: 1 },
});

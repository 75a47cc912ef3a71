// jest-fixed-jsdom: jsdom plus Node's fetch API globals (Request, Response...), which the data
// router needs and plain jsdom leaves out.
module.exports = require('../jest.preset.cjs')(__dirname, {
  testEnvironment: 'jest-fixed-jsdom',
  globals: { __BUILD_ID__: 'test-build', __BUILD_TIMESTAMP__: 1 },
});

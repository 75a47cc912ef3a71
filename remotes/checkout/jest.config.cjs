// jest-fixed-jsdom: jsdom plus Node's own fetch, which the API double (msw) intercepts, so the
// screen tests run the real @jara/api client.
module.exports = require('../../jest.preset.cjs')(__dirname, {
  testEnvironment: 'jest-fixed-jsdom',
});

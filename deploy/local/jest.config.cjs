module.exports = require('../../jest.preset.cjs')(__dirname, {
  // @fastify/static requires content-disposition 3, which ships ESM only; jest on Node 20 can
  // only load it compiled to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/content-disposition@|content-disposition/)'],
});

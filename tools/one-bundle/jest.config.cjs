/**
 * The blog's data files are made by the content remote's build code, whose markdown and HTML
 * packages ship ES modules only: jest compiles them as the content remote's own config says.
 */
const content = require('../../remotes/content/jest.config.cjs');

module.exports = require('../../jest.preset.cjs')(__dirname, {
  transformIgnorePatterns: content.transformIgnorePatterns,
});

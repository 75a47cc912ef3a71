/** The root run: every package's own jest config and the repository's tools (folders that have one), in one process. */
module.exports = {
  projects: [
    '<rootDir>/shell/jest.config.cjs',
    '<rootDir>/remotes/*/jest.config.cjs',
    '<rootDir>/shared/*/jest.config.cjs',
    '<rootDir>/deploy/*/jest.config.cjs',
    '<rootDir>/tools/*/jest.config.cjs',
    '<rootDir>/e2e/bench/jest.config.cjs',
  ],
};

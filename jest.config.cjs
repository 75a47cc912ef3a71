/** The root run: every package's own jest config and the repository's tools (folders that have one), in one process. */
module.exports = {
  // Jest's default leaves a core for itself, which on CI's two cores means one worker: the
  // suites are independent, and two workers take the unit stage from 185 s to 117 s there.
  maxWorkers: '100%',
  projects: [
    '<rootDir>/shell/jest.config.cjs',
    '<rootDir>/remotes/*/jest.config.cjs',
    '<rootDir>/shared/*/jest.config.cjs',
    '<rootDir>/deploy/*/jest.config.cjs',
    '<rootDir>/tools/*/jest.config.cjs',
    '<rootDir>/e2e/bench/jest.config.cjs',
  ],
};

/** The root run: every package's own jest config, in one process. */
module.exports = {
  projects: ['<rootDir>/shell', '<rootDir>/remotes/*', '<rootDir>/shared/*', '<rootDir>/deploy/*'],
};

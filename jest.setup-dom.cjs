// Screens under test wait on several answers in turn; on a loaded two-core machine (the unit
// suites run two at a time) that can take longer than testing-library's 1 s default. A wait that
// never ends still fails, only later.
let testingLibrary;
try {
  testingLibrary = require('@testing-library/react');
} catch (error) {
  // A package whose tests render nothing has no testing-library to configure.
  if (error.code !== 'MODULE_NOT_FOUND') throw error;
}
testingLibrary?.configure({ asyncUtilTimeout: 5_000 });

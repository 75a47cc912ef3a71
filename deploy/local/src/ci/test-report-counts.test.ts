import { countReport, sumCounts } from './test-report-counts';

describe('test report counts', () => {
  it('counts jest, including suites that failed to run', () => {
    const report = JSON.stringify({
      numPassedTests: 40,
      numFailedTests: 2,
      numRuntimeErrorTestSuites: 1,
    });
    expect(countReport(report, 'jest.json')).toEqual({ passed: 40, failed: 3 });
  });

  it('counts Playwright, with flaky as passed and errors outside tests as failed', () => {
    const report = JSON.stringify({
      stats: { expected: 7, unexpected: 1, flaky: 1, skipped: 2 },
      errors: [{ message: 'webServer exited early' }],
    });
    expect(countReport(report, 'e2e.json')).toEqual({ passed: 8, failed: 2 });
  });

  it('counts a missing, broken or unknown report as one failure, saying why', () => {
    expect(countReport(undefined, 'e2e.json')).toEqual({
      passed: 0,
      failed: 1,
      problem: 'no report from e2e.json',
    });
    expect(countReport('{"num', 'jest.json')).toMatchObject({
      failed: 1,
      problem: 'jest.json is not valid JSON',
    });
    expect(countReport('{"ok":true}', 'x.json')).toMatchObject({
      failed: 1,
      problem: 'x.json is neither a jest nor a Playwright report',
    });
  });

  it('sums the runners', () => {
    expect(
      sumCounts([
        { passed: 3, failed: 0 },
        { passed: 2, failed: 1 },
      ]),
    ).toEqual({ passed: 5, failed: 1 });
  });
});

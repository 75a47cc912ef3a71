/**
 * "N passed, N failed" over the runners' JSON reports (jest and Playwright). A report that is
 * missing or unreadable (its runner crashed or never ran) counts as one failure, so a broken
 * runner can never look like a clean run.
 */
export interface Counts {
  passed: number;
  failed: number;
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites?: number;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: unknown[];
}

export function countReport(text: string | undefined, name: string): Counts & { problem?: string } {
  if (text === undefined) return { passed: 0, failed: 1, problem: `no report from ${name}` };
  let report: unknown;
  try {
    report = JSON.parse(text);
  } catch {
    return { passed: 0, failed: 1, problem: `${name} is not valid JSON` };
  }
  const jest = report as Partial<JestReport>;
  if (typeof jest.numPassedTests === 'number' && typeof jest.numFailedTests === 'number') {
    // Suites that failed to run hold tests that were never counted.
    return {
      passed: jest.numPassedTests,
      failed: jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0),
    };
  }
  const playwright = report as Partial<PlaywrightReport>;
  if (typeof playwright.stats?.expected === 'number') {
    // "flaky" passed on a retry; errors outside tests (a webServer that died) fail the run.
    const { expected, unexpected, flaky } = playwright.stats;
    return { passed: expected + flaky, failed: unexpected + (playwright.errors?.length ?? 0) };
  }
  return { passed: 0, failed: 1, problem: `${name} is neither a jest nor a Playwright report` };
}

export function sumCounts(counts: Counts[]): Counts {
  return counts.reduce(
    (sum, next) => ({ passed: sum.passed + next.passed, failed: sum.failed + next.failed }),
    {
      passed: 0,
      failed: 0,
    },
  );
}

/**
 * Figures of a Playwright JSON report for the end of the test command: the slowest tests (the
 * e2e stage's budget goes there first) and the flaky ones (failed, then passed on a retry: the
 * run passes, but each one is a bug of a test or of the site, named so it gets fixed).
 */
export interface TestFigure {
  /** `file › title`, as the list reporter names a test. */
  name: string;
  /** Every try of the test, retries included, in ms. */
  durationMs: number;
}

interface ReportResult {
  duration: number;
}

export interface ReportTest {
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
  results: ReportResult[];
}

interface ReportSpec {
  title: string;
  file: string;
  tests: ReportTest[];
}

interface ReportSuite {
  specs?: ReportSpec[];
  suites?: ReportSuite[];
}

/** What these figures read of Playwright's JSON report. */
export interface PlaywrightJsonReport {
  suites?: ReportSuite[];
}

function* testsOf(suites: ReportSuite[] = []): Generator<{ spec: ReportSpec; test: ReportTest }> {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) yield { spec, test };
    }
    yield* testsOf(suite.suites);
  }
}

function figures(report: PlaywrightJsonReport): (TestFigure & { status: ReportTest['status'] })[] {
  return [...testsOf(report.suites)].map(({ spec, test }) => ({
    name: `${spec.file} › ${spec.title}`,
    durationMs: test.results.reduce((sum, result) => sum + result.duration, 0),
    status: test.status,
  }));
}

export function slowestTests(report: PlaywrightJsonReport, count: number): TestFigure[] {
  return figures(report)
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, count)
    .map(({ name, durationMs }) => ({ name, durationMs }));
}

export function flakyTests(report: PlaywrightJsonReport): string[] {
  return figures(report)
    .filter((test) => test.status === 'flaky')
    .map((test) => test.name);
}

/** The lines the test command prints. */
export function e2eFigureLines(report: PlaywrightJsonReport, count = 10): string[] {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
  const flaky = flakyTests(report);
  return [
    `The ${count} slowest e2e tests:`,
    ...slowestTests(report, count).map((test) => `${seconds(test.durationMs)}  ${test.name}`),
    `Flaky (passed only on a retry): ${flaky.length}`,
    ...flaky.map((name) => `  ${name}`),
  ];
}

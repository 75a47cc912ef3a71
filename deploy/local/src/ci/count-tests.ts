/**
 * CLI: `count-tests.ts <report.json>...`, the end of scripts/test-all.sh: the slowest and the
 * flaky e2e tests of each Playwright report, then "N passed, N failed" over every report.
 */
import { readFileSync } from 'node:fs';
import { e2eFigureLines, type PlaywrightJsonReport } from './e2e-report-figures';
import { countReport, sumCounts } from './test-report-counts';

const reports = process.argv.slice(2).map((file) => {
  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = undefined;
  }
  return { file, text };
});
for (const { text } of reports) {
  let report: (PlaywrightJsonReport & { stats?: unknown }) | undefined;
  try {
    report = text === undefined ? undefined : (JSON.parse(text) as typeof report);
  } catch {
    report = undefined; // countReport says why below.
  }
  if (report?.stats !== undefined) console.info(`\n${e2eFigureLines(report).join('\n')}\n`);
}
const counts = reports.map(({ file, text }) => {
  const result = countReport(text, file);
  if (result.problem) console.error(result.problem);
  return result;
});
const total = sumCounts(counts);
console.info(`${total.passed} passed, ${total.failed} failed`);

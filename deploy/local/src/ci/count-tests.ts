/** CLI: `count-tests.ts <report.json>...` prints "N passed, N failed" for scripts/test-all.sh. */
import { readFileSync } from 'node:fs';
import { countReport, sumCounts } from './test-report-counts';

const counts = process.argv.slice(2).map((file) => {
  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = undefined;
  }
  const result = countReport(text, file);
  if (result.problem) console.error(result.problem);
  return result;
});
const total = sumCounts(counts);
console.info(`${total.passed} passed, ${total.failed} failed`);

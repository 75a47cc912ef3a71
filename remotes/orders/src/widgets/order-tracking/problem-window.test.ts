import { PROBLEM_REPORT_WINDOW_MS } from '@jara/contracts/support-case-schema';
import { anOrder } from '@jara/testing/builders/order';
import { aSupportCase } from '@jara/testing/builders/support-case';
import { canReportProblem } from './problem-window';

const delivered = Date.parse('2025-03-01T12:55:00Z');

describe('canReportProblem', () => {
  it('offers a report from delivery until the window closes, and not after', () => {
    expect(canReportProblem(anOrder(), delivered)).toBe(true);
    expect(canReportProblem(anOrder(), delivered + PROBLEM_REPORT_WINDOW_MS)).toBe(true);
    expect(canReportProblem(anOrder(), delivered + PROBLEM_REPORT_WINDOW_MS + 1)).toBe(false);
  });

  it('offers none before the order arrives, nor once a problem was reported', () => {
    expect(canReportProblem(anOrder({ status: 'in_transit' }), delivered)).toBe(false);
    expect(canReportProblem(anOrder({ status: 'cancelled' }), delivered)).toBe(false);
    expect(canReportProblem(anOrder({ support_case: aSupportCase() }), delivered)).toBe(false);
  });
});

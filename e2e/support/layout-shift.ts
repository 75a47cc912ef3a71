/**
 * Layout shifts as the browser reports them (the figure CLS is built from): an init script
 * observes every `layout-shift` entry from the page's start, and keeps each one's value and the
 * elements that moved, described by tag, class and the remote slot they sit in, so a failing
 * figure says what jumped.
 */
import type { Page } from '@playwright/test';

export interface RecordedShift {
  value: number;
  /** Shifts right after a tap or a key press are the customer's doing: CLS leaves them out. */
  hadRecentInput: boolean;
  /** Milliseconds since navigation start. */
  time: number;
  /** One line per moved element: `div.pageHost [data-remote=storefront] 0,120 390x400 -> 0,180`. */
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: RecordedShift[];
  }
}

/**
 * Plain JavaScript, not a function: a function passed to `addInitScript` is sent as its source,
 * and a TypeScript runner that keeps function names (tsx) adds helpers the page does not have.
 */
const RECORDER = `(() => {
  const shifts = [];
  window.__layoutShifts = shifts;
  const describe = (node) => {
    if (!node) return '(gone)';
    if (!(node instanceof Element)) return node.nodeName.toLowerCase();
    const classes = [...node.classList].slice(0, 2).join('.');
    const remote = node.closest('[data-remote]')?.getAttribute('data-remote');
    const testId = node.closest('[data-testid]')?.getAttribute('data-testid');
    return [
      node.tagName.toLowerCase() + (classes ? '.' + classes : ''),
      remote ? '[data-remote=' + remote + ']' : '',
      testId ? '[data-testid=' + testId + ']' : '',
    ].filter(Boolean).join(' ');
  };
  const rect = (box) =>
    Math.round(box.x) + ',' + Math.round(box.y) + ' ' + Math.round(box.width) + 'x' + Math.round(box.height);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      shifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        time: Math.round(entry.startTime),
        sources: entry.sources.map(
          (source) => describe(source.node) + ' ' + rect(source.previousRect) + ' -> ' + rect(source.currentRect),
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** Call before the first `page.goto`; the record is kept per document. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript({ content: RECORDER });
}

export async function layoutShifts(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(() => window.__layoutShifts ?? []);
}

/** The sum of the shifts the customer did not cause: CLS's figure for a short page visit. */
export function unexpectedShiftTotal(shifts: readonly RecordedShift[]): number {
  return shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, s) => sum + s.value, 0);
}

/** One readable block per shift, for a failure message. */
export function describeShifts(shifts: readonly RecordedShift[]): string {
  return shifts
    .map(
      (shift) => `${shift.value.toFixed(4)} at ${shift.time} ms\n  ${shift.sources.join('\n  ')}`,
    )
    .join('\n');
}

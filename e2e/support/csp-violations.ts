/**
 * Collects Content-Security-Policy violations a page reports: console errors about CSP, and the
 * `securitypolicyviolation` events with what was blocked and where.
 */
import type { Page } from '@playwright/test';

export interface CspViolation {
  directive: string;
  /** A URL for a blocked load; 'eval' or 'inline' for blocked code. */
  blocked: string;
  source: string;
}

export interface CspWatcher {
  consoleErrors(): string[];
  violations(): Promise<CspViolation[]>;
}

export async function watchCspViolations(page: Page): Promise<CspWatcher> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const seen: CspViolation[] = [];
    (window as Window & { __cspViolations?: CspViolation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });
  return {
    consoleErrors: () => [...consoleErrors],
    violations: () =>
      page.evaluate(
        () => (window as Window & { __cspViolations?: CspViolation[] }).__cspViolations ?? [],
      ),
  };
}

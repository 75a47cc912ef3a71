/**
 * Collects Content-Security-Policy violations a page reports, from both the DOM event and the
 * console, so a spec can assert that none happened.
 */
import type { Page } from '@playwright/test';

export interface CspWatcher {
  violations(): Promise<string[]>;
}

export async function watchCspViolations(page: Page): Promise<CspWatcher> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Window & { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return {
    async violations() {
      const fromDom = await page.evaluate(
        () => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? [],
      );
      return [...fromDom, ...fromConsole];
    },
  };
}

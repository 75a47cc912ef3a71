/**
 * Reading a prerendered page: its head as a crawler sees it, and the layout shifts the page
 * records (PerformanceObserver, installed before any script of the page runs).
 */
import type { Page } from '@playwright/test';

export interface HeadSummary {
  title: string;
  description: string | null;
  canonical: string | null;
  alternates: string[];
  ogTitle: string | null;
  ogUrl: string | null;
  twitterCard: string | null;
}

const attribute = (page: Page, selector: string, name: string) =>
  page
    .locator(selector)
    .first()
    .getAttribute(name, { timeout: 1_000 })
    .catch(() => null);

export async function readHead(page: Page): Promise<HeadSummary> {
  return {
    title: await page.title(),
    description: await attribute(page, 'meta[name="description"]', 'content'),
    canonical: await attribute(page, 'link[rel="canonical"]', 'href'),
    alternates: await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang') ?? '')),
    ogTitle: await attribute(page, 'meta[property="og:title"]', 'content'),
    ogUrl: await attribute(page, 'meta[property="og:url"]', 'content'),
    twitterCard: await attribute(page, 'meta[name="twitter:card"]', 'content'),
  };
}

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/** Sums every layout shift not caused by input, from the first paint on. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.__layoutShift! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShift = (page: Page) => page.evaluate(() => window.__layoutShift ?? 0);

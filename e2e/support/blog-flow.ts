/**
 * Steps the blog and quiz specs share. Expectations come from the published payloads, so the
 * specs follow the articles as editors change them.
 */
import { expect, type Page } from '@playwright/test';
import type { BlogIndexPayload, PostPayload, QuizPayload } from '@jara/contracts/content';
import { payloadPath } from '@jara/contracts/prerender';
import { E2E_URLS } from './e2e-stack';

export const WIDTHS = [390, 1280] as const;

export async function payloadOf<T extends BlogIndexPayload | PostPayload | QuizPayload>(
  path: string,
): Promise<T> {
  const response = await fetch(`${E2E_URLS.site}${payloadPath(path)}`);
  expect(response.status, `${payloadPath(path)} is published`).toBe(200);
  return (await response.json()) as T;
}

/** Opens a blog page at a width and waits for the live app to show its heading. */
export async function openBlogPage(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 844 });
  await page.goto(path);
  await expect(page.locator('#root h1').first()).toBeVisible();
}

/** Nothing scrolls sideways on a phone. */
export async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

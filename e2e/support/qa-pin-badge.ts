/**
 * The QA badge the shell shows while version pins are in play
 * (shell/src/features/remote-loading/pins/pin-badge.ts, whose labels these are: that module
 * imports a CSS Module, which a spec cannot).
 */
import type { Locator, Page } from '@playwright/test';

export const pinBadge = (page: Page): Locator =>
  page.getByRole('complementary', { name: 'QA version pins' });

export const clearPinsButton = (page: Page): Locator =>
  pinBadge(page).getByRole('button', { name: 'Clear version pins' });

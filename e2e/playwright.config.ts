/**
 * The e2e suite drives the production build served as deployed: nginx on the e2e ports with the
 * rendered production config, the faulty fixture remote, and a sandbox on a fresh temp data
 * folder. Playwright starts that stack (building first unless E2E_SKIP_BUILD=1) and stops it with
 * SIGTERM, which the stack answers by stopping nginx and the sandbox and removing its data.
 */
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_URLS } from './support/e2e-stack';
import { TOUR_SEEN_STATE } from './support/tour-seen';

const onCi = Boolean(process.env.CI);
const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  // Specs share one sandbox (reset, clock, realtime restarts): one worker keeps them apart.
  workers: 1,
  fullyParallel: false,
  forbidOnly: onCi,
  retries: onCi ? 1 : 0,
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: E2E_URLS.site,
    storageState: TOUR_SEEN_STATE,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: never `playwright install`.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx src/e2e-stack.ts',
    cwd: path.resolve(import.meta.dirname, '..', 'deploy', 'local'),
    url: E2E_URLS.appConfig,
    reuseExistingServer: !onCi,
    // A cold production build of six bundles on two cores, then the stack.
    timeout: 15 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});

/**
 * The e2e suite drives the production build served as deployed: nginx on the e2e ports with the
 * rendered production config (TLS, HTTP/2, precompressed assets), the faulty fixture remote, and
 * a sandbox on a fresh temp data folder. Playwright starts that stack (building first unless E2E_SKIP_BUILD=1) and stops it with
 * SIGTERM, which the stack answers by stopping nginx and the sandbox and removing its data.
 */
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_TLS_CERTIFICATE, E2E_URLS } from './support/e2e-stack';
import { TOUR_SEEN_STATE } from './support/tour-seen';

const onCi = Boolean(process.env.CI);

// Specs' own Node-side calls (a manifest, a page payload) trust the stack's certificate, which
// the stack makes before any worker starts; workers inherit this environment. Verification
// stays on: only this one certificate is added. Node reads one such file, and workers call
// nothing but the stack, so it replaces any inherited one (the stack itself keeps that).
const inheritedExtraCaCerts = process.env.NODE_EXTRA_CA_CERTS ?? '';
process.env.NODE_EXTRA_CA_CERTS = E2E_TLS_CERTIFICATE;
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
    // The stack's certificate is self-signed, made fresh at every start.
    ignoreHTTPSErrors: true,
    storageState: TOUR_SEEN_STATE,
    // Recording a trace on every test made the suite an eighth slower on two cores (110 tests:
    // 623 s against 540 s). CI records only the retry of a failed test; a local run (no
    // retries) keeps the trace of a failure.
    trace: onCi ? 'on-first-retry' : 'retain-on-failure',
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
    ignoreHTTPSErrors: true,
    // The stack writes the certificate itself: it must not try to load it before it exists.
    env: { NODE_EXTRA_CA_CERTS: inheritedExtraCaCerts },
    reuseExistingServer: !onCi,
    // A cold production build of six bundles on two cores, then the stack.
    timeout: 15 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});

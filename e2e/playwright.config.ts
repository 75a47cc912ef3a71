/**
 * The e2e suite drives the production build served as deployed: nginx on the e2e ports with the
 * rendered production config (TLS, HTTP/2, precompressed assets), the faulty fixture remote, and
 * a sandbox slot per worker (support/e2e-test.ts). Playwright starts that stack (building first
 * unless E2E_SKIP_BUILD=1) and stops it with SIGTERM, which the stack answers by stopping nginx
 * and its own sandbox and removing their data.
 *
 * Two projects: `parallel` runs every spec that keeps to its own worker's data, all at once, on
 * as many workers as the machine has cores; `stack-wide` (specs/stack-wide/) runs the specs that
 * change what every worker is served (a shell build, the registry, the published pages) one at a
 * time, once `parallel` is done (it depends on it: if a test there fails, these do not run, and
 * the report counts them as not run). One stack-wide spec alone: `--project stack-wide --no-deps`.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORTS } from '@jara/local-stack/port-layout';
import { E2E_TLS, STACK_URLS } from './support/e2e-stack';

const onCi = Boolean(process.env.CI);

// Specs' own Node-side calls (a manifest, a page payload) trust the stack's certificate, which
// the stack makes before any worker starts; workers inherit this environment. Verification
// stays on: only this one certificate is added. Node reads one such file, and workers call
// nothing but the stack, so it replaces any inherited one (the stack itself keeps that).
const inheritedExtraCaCerts = process.env.NODE_EXTRA_CA_CERTS ?? '';
process.env.NODE_EXTRA_CA_CERTS = E2E_TLS.certificate;
const jsonReport = process.env.E2E_JSON_REPORT;

const STACK_WIDE_SPECS = 'stack-wide/**';

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  // A worker per core, each with its own sandbox slot.
  workers: Math.min(availableParallelism(), E2E_PORTS.slots ?? 1),
  // Two workers share two cores: generous timeouts cost a passing test nothing.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: onCi,
  retries: onCi ? 1 : 0,
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : 'list',
  projects: [
    { name: 'parallel', testIgnore: STACK_WIDE_SPECS, fullyParallel: true },
    {
      name: 'stack-wide',
      testMatch: STACK_WIDE_SPECS,
      dependencies: ['parallel'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  use: {
    ...devices['Desktop Chrome'],
    // The stack's certificate is self-signed, made fresh at every start.
    ignoreHTTPSErrors: true,
    // Recording a trace on every test made the suite an eighth slower on two cores (110 tests:
    // 623 s against 540 s). CI records only the retry of a failed test; a local run (no
    // retries) keeps the trace of a failure.
    trace: onCi ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Less motion: no view transition between shell pages and no pulsing skeleton, which cost a
    // fifth of the suite's CPU (14 tests: 246 s against 194 s, 2.1 min against 1.7 min). The
    // specs about moving between pages opt back in with `test.use({ reducedMotion: 'no-preference' })`.
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's Chromium, never `playwright install`: its headless shell (package
      // chromium-headless-shell, the same build), the browser Playwright itself runs headless
      // tests in. The full browser in its new headless mode costs twice the CPU on this 2-core
      // machine (README, "Testing"); Lighthouse and the bench keep /usr/bin/chromium.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // V8 without its optimizing compilers: a test's page lives seconds, too short to repay
        // optimizing, and on two cores that compile work competes with the other worker. Same
        // JavaScript semantics. 13 tests, four runs each, interleaved: 66.8-69.8 s against
        // 73.4-77.1 s, CPU 122-133 s against 140-147 s.
        '--js-flags=--lite-mode',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx src/e2e-stack.ts',
    cwd: path.resolve(import.meta.dirname, '..', 'deploy', 'local'),
    url: STACK_URLS.appConfig,
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

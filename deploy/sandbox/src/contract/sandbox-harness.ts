/**
 * One in-memory sandbox per contract test file, with the API configured against it and a record
 * of the toasts and logouts the calls raised. Contract test files run in the node environment.
 */
import { bus } from '@jara/bus';
import type { BusEvents } from '@jara/contracts/bus-events';
import type { CountryCode } from '@jara/contracts/constants';
import { startSandbox } from '../start-sandbox';
import { middayToday } from '../testing/midday';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { login } from '@jara/api/account';
import { configureApi } from '@jara/api/configure-api';
import { planLogin } from '@jara/api/plans';

export const DEMO = { email: 'demo@jara.test', password: 'Password123!' } as const;

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

const START_TIMEOUT_MS = 60_000;

export function setUpSandbox() {
  let sandbox: Sandbox | undefined;
  const toasts: BusEvents['toast:show'][] = [];
  const loggedOut: BusEvents['auth:logged-out'][] = [];
  const unsubscribe: (() => void)[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({
      dataDir: ':memory:',
      ports: { api: 0, plans: 0, realtime: 0, analytics: 0 },
      clockStartAt: middayToday(),
    });
    configureApi({ baseUrl: sandbox.urls.api, plansBaseUrl: sandbox.urls.plans });
    unsubscribe.push(bus.on('toast:show', (toast) => toasts.push(toast)));
    unsubscribe.push(bus.on('auth:logged-out', (event) => loggedOut.push(event)));
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    unsubscribe.forEach((off) => off());
    await sandbox?.stop();
  });

  beforeEach(() => {
    toasts.length = 0;
    loggedOut.length = 0;
  });

  return {
    toasts,
    loggedOut,
    get sandbox(): Sandbox {
      if (!sandbox) throw new Error('The sandbox has not started.');
      return sandbox;
    },
    useCountry(country: CountryCode) {
      locationStore.getState().setCountry(country);
    },
    signOut() {
      sessionStore.getState().clear();
    },
    /** Signs in through the real login call, as the shell does with its answer. */
    async signIn(credentials: { email: string; password: string } = DEMO) {
      const customer = await login(credentials);
      sessionStore.getState().signIn(customer.access_token, customer.id);
      return customer;
    },
    async signInToPlans(credentials: { email: string; password: string } = DEMO) {
      const result = await planLogin(credentials);
      sessionStore.getState().signInToPlans(result.access_token, result.customer.id);
      return result;
    },
  };
}

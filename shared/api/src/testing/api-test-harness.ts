/**
 * Test-only wiring: mock adapters on both clients, configured bases, clean stores, and a record
 * of what reached the bus. Imported by unit tests; not part of the package's exports.
 */
import MockAdapter from 'axios-mock-adapter';
import { bus } from '@jara/bus';
import type { BusEvents } from '@jara/contracts/bus-events';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { configureApi } from '../configure-api';
import { httpClients } from '../http-clients';

export const MAIN_BASE = 'https://api.jara.test/api';
export const PLANS_BASE = 'https://plans.jara.test';

export function success<T>(data: T, message = '') {
  return { status: 'success', message, data };
}

export function failure(message: string, errors?: Record<string, string[]>) {
  return { status: 'error', message, ...(errors ? { errors } : {}) };
}

export function setUpApiTest() {
  const main = new MockAdapter(httpClients.main);
  const plans = new MockAdapter(httpClients.plans);
  const toasts: BusEvents['toast:show'][] = [];
  const loggedOut: BusEvents['auth:logged-out'][] = [];
  const unsubscribe: (() => void)[] = [];

  beforeAll(() => {
    configureApi({ baseUrl: MAIN_BASE, plansBaseUrl: PLANS_BASE });
    unsubscribe.push(bus.on('toast:show', (toast) => toasts.push(toast)));
    unsubscribe.push(bus.on('auth:logged-out', (event) => loggedOut.push(event)));
  });

  beforeEach(() => {
    main.reset();
    plans.reset();
    toasts.length = 0;
    loggedOut.length = 0;
    sessionStore.getState().clear();
    locationStore.getState().setCountry('NG');
  });

  afterAll(() => {
    unsubscribe.forEach((off) => off());
    main.restore();
    plans.restore();
  });

  return {
    main,
    plans,
    toasts,
    loggedOut,
    signIn(token = 'main-token') {
      sessionStore.getState().signIn(token, 7);
    },
    signInToPlans(token = 'plan-token') {
      sessionStore.getState().signInToPlans(token, 70);
    },
  };
}

/**
 * The guided tour starts on a customer's first visit to the marketplace and is remembered on the
 * device. Every spec but the tour's own (and the bench) starts as a device that has seen it, so
 * the tour's overlay never sits over what a spec is testing.
 */
import { TOUR } from '@jara/contracts/constants';
import { E2E_URLS } from './e2e-stack';

/** The shell's device key for "this device has seen the tour" (shell/src/features/tour). */
export const TOUR_SEEN_KEY = TOUR.seenStorageKey;

export const TOUR_SEEN_STATE = {
  cookies: [],
  origins: [{ origin: E2E_URLS.site, localStorage: [{ name: TOUR_SEEN_KEY, value: '1' }] }],
};

/** Business constants of spec section 9, named once so no bundle re-types a magic number. */

export const COUNTRY_CODES = ['NG', 'KE'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY: CountryCode = 'NG';
/** The backend's numeric id for Nigeria; any other country_id means Kenya. */
export const NIGERIA_COUNTRY_ID = 127;

/**
 * Each country's clock, ahead of UTC: West Africa Time and East Africa Time, neither with summer
 * time, so a fixed offset is exact and reading a vendor's hours needs no Intl time-zone data.
 */
export const UTC_OFFSET_MINUTES: Record<CountryCode, number> = { NG: 60, KE: 180 };

export const TERMINAL_ORDER_STATUSES = ['completed', 'cancelled', 'rejected'] as const;

export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;
export const TOAST_POSITION = 'top-center';

export const LOGOUT_RELOAD_DELAY_MS = 1000;
export const LOGOUT_MESSAGE = 'Log Out Successfully';
/** Spec 2: after logout the app goes to the marketplace home (/stores); its path is in the site map. */
export const AFTER_LOGOUT_SCREEN = 'stores';

export const CHUNK_RELOAD_GUARD_MS = 10_000;
/** How long the shell waits for app-config.json or registry.json before it shows the error screen. */
export const BOOT_DOCUMENT_TIMEOUT_MS = 10_000;
/** How long an API call may go unanswered before the customer is told it timed out. */
export const API_REQUEST_TIMEOUT_MS = 20_000;
export const BUILD_META_IDLE_DELAY_MS = 1000;
export const MAX_CONCURRENT_ROUTE_PRELOADS = 4;
export const PREFETCH_DELAY_MS = 100;

export const REALTIME_DEFAULTS = {
  activityTimeout: 120_000,
  pongTimeout: 30_000,
  unavailableTimeout: 10_000,
  retryDelay: 1000,
} as const;

export const SHARE_POPUP = { width: 626, height: 436, closeCheckIntervalMs: 500 } as const;

export const TOUR = {
  labels: { skip: 'Skip tour', back: 'Previous', next: 'Next', last: 'Finish' },
  startDelayMs: 0,
  keys: { dismiss: 'Escape', next: 'ArrowRight', back: 'ArrowLeft' },
  placement: 'bottom',
  offsetPx: 8,
  scrollDurationMs: 1000,
  notRunningStepIndex: -1,
  /** The device's memory that it has seen the tour (localStorage; e2e starts with it set). */
  seenStorageKey: 'jara.tour-seen',
} as const;

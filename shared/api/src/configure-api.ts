/**
 * Where the two API bases live. The shell calls `configureApi` once at start with the values of
 * `/app-config.json`; the bases come from nowhere else (never `window.location`), so one build
 * can point at any backend.
 */
import { ApiError } from './api-error';
import { API_MESSAGES } from './api-messages';

export interface ApiConfig {
  /** Main API base, e.g. `https://api.example.com/api`. */
  baseUrl: string;
  /** Cleaning and laundry plan API base. */
  plansBaseUrl: string;
}

export type ApiBase = 'main' | 'plans';

/**
 * Kept on a global key, like the bus: federation shares this package per subpath, so a remote can
 * run its own copy of this module, and every copy must see the one configuration the shell set.
 */
const GLOBAL_KEY = '__JARA_API_CONFIG__';
type ConfigGlobal = typeof globalThis & { [GLOBAL_KEY]?: ApiConfig };
const scope = globalThis as ConfigGlobal;

/** Absolute http(s) URLs, or a root-relative path for an API served behind the site's origin. */
function isUsableBaseUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function configureApi(config: ApiConfig): void {
  for (const field of ['baseUrl', 'plansBaseUrl'] as const) {
    const value: unknown = config?.[field];
    if (!isUsableBaseUrl(value)) {
      throw new ApiError({
        kind: 'not-configured',
        message: `configureApi: "${field}" must be an http(s) URL or a path starting with "/", got ${JSON.stringify(value)}.`,
      });
    }
  }
  scope[GLOBAL_KEY] = { baseUrl: config.baseUrl, plansBaseUrl: config.plansBaseUrl };
}

export function getBaseUrl(base: ApiBase): string {
  const configured = scope[GLOBAL_KEY];
  if (!configured) {
    throw new ApiError({ kind: 'not-configured', message: API_MESSAGES.notConfigured });
  }
  return base === 'main' ? configured.baseUrl : configured.plansBaseUrl;
}

/** Reads back what the site sent to the analytics host (the sandbox's sink). */
import { E2E_URLS } from './e2e-stack';
import { sandboxCall } from './sandbox-control';

export interface AnalyticsFilter {
  /** e.g. `$pageview`, `$identify`, or one of the site's own events. */
  event?: string;
  distinctId?: string;
}

export function readAnalyticsEvents<T = Record<string, unknown>>(
  filter: AnalyticsFilter = {},
): Promise<T[]> {
  const query = new URLSearchParams();
  if (filter.event) query.set('event', filter.event);
  if (filter.distinctId) query.set('distinct_id', filter.distinctId);
  const suffix = query.size > 0 ? `?${query}` : '';
  return sandboxCall<T[]>('GET', `${E2E_URLS.analytics}/__sandbox/events${suffix}`);
}

/** `$identify` calls, optionally for one distinct id. */
export function readAnalyticsIdentifies<T = Record<string, unknown>>(
  distinctId?: string,
): Promise<T[]> {
  const suffix = distinctId ? `?distinct_id=${encodeURIComponent(distinctId)}` : '';
  return sandboxCall<T[]>('GET', `${E2E_URLS.analytics}/__sandbox/identifies${suffix}`);
}

/** People as the sink sees them (properties set, aliases), optionally one distinct id. */
export function readAnalyticsPersons<T = Record<string, unknown>>(
  distinctId?: string,
): Promise<T[]> {
  const suffix = distinctId ? `?distinct_id=${encodeURIComponent(distinctId)}` : '';
  return sandboxCall<T[]>('GET', `${E2E_URLS.analytics}/__sandbox/persons${suffix}`);
}

export function clearAnalyticsEvents(): Promise<unknown> {
  return sandboxCall('DELETE', `${E2E_URLS.analytics}/__sandbox/events`);
}

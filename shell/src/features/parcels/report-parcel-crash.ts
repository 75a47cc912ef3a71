/**
 * A remote that crashed while mounting or rendering, told to analytics through the bus; the error
 * reporter turns it into a `client_error` naming the remote and the release it ran. A remote
 * that could not be loaded at all is told by the federation telemetry instead.
 */
import { analytics } from '@jara/bus/analytics';
import type { RemoteName } from '@jara/contracts/remote-contract';

export const PARCEL_FAILED_EVENT = 'parcel_failed';

export function reportParcelCrash(remote: RemoteName, expose: string, error: unknown): void {
  analytics.track(PARCEL_FAILED_EVENT, {
    remote,
    expose,
    error_name: error instanceof Error ? error.name : 'NonError',
    message: error instanceof Error ? error.message : String(error),
  });
}

/**
 * The analytics facade every bundle uses. The shell forwards these to the analytics provider, so
 * remotes never load or configure it themselves.
 */
import { bus } from './event-bus';

export const analytics = {
  track(event: string, properties?: Record<string, unknown>): void {
    bus.emit('analytics:track', { event, ...(properties ? { properties } : {}) });
  },
  identify(distinctId: string, properties?: Record<string, unknown>): void {
    bus.emit('analytics:identify', { distinctId, ...(properties ? { properties } : {}) });
  },
  setPersonProperties(properties: Record<string, unknown>): void {
    bus.emit('analytics:set-person', { properties });
  },
};

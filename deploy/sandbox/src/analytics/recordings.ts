/**
 * Session recordings as the sink received them: the `$snapshot` events posthog-js sends to
 * `/s/`, grouped by session, with every rrweb event decoded.
 */
import { snapshotEventsIn, type SnapshotEvent } from './decode-snapshots';
import type { ReceivedEvent } from './event-store';

export const SNAPSHOT_EVENT = '$snapshot';

export interface Recording {
  session_id: string;
  distinct_id: string | null;
  window_ids: string[];
  /** rrweb events in the order they arrived. */
  snapshots: SnapshotEvent[];
}

export function recordingsFrom(events: ReceivedEvent[]): Recording[] {
  const bySession = new Map<string, Recording>();
  for (const event of events) {
    if (event.event !== SNAPSHOT_EVENT) continue;
    const sessionId = String(event.properties.$session_id ?? 'unknown');
    let recording = bySession.get(sessionId);
    if (!recording) {
      recording = {
        session_id: sessionId,
        distinct_id: event.distinct_id,
        window_ids: [],
        snapshots: [],
      };
      bySession.set(sessionId, recording);
    }
    const windowId = event.properties.$window_id;
    if (typeof windowId === 'string' && !recording.window_ids.includes(windowId)) {
      recording.window_ids.push(windowId);
    }
    recording.snapshots.push(...snapshotEventsIn(event.properties));
  }
  return [...bySession.values()];
}

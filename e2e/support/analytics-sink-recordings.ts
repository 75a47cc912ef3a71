/**
 * Reads back the session recordings the site sent to the analytics host (the sandbox's sink),
 * grouped per session, with posthog's packed rrweb fields already unpacked.
 */
import { E2E_URLS } from './e2e-stack';
import { sandboxCall } from './sandbox-control';

/** One rrweb event: `type` 2 is a full snapshot, 3 an incremental change (source 5: an input). */
export interface RecordedEvent {
  type: number;
  data?: unknown;
  timestamp?: number;
}

export interface SinkRecording {
  session_id: string;
  distinct_id: string | null;
  window_ids: string[];
  snapshots: RecordedEvent[];
}

export const FULL_SNAPSHOT = 2;
export const INCREMENTAL_SNAPSHOT = 3;
export const INPUT_SOURCE = 5;

export function readRecordings(sessionId?: string): Promise<SinkRecording[]> {
  const suffix = sessionId ? `?session_id=${encodeURIComponent(sessionId)}` : '';
  return sandboxCall<SinkRecording[]>('GET', `${E2E_URLS.analytics}/__sandbox/recordings${suffix}`);
}

/** The input changes a recording holds: what rrweb saw typed (masked, it is all asterisks). */
export function recordedInputs(recording: SinkRecording): string[] {
  return recording.snapshots
    .filter((event) => event.type === INCREMENTAL_SNAPSHOT)
    .map((event) => event.data as { source?: number; text?: unknown })
    .filter((data) => data.source === INPUT_SOURCE && typeof data.text === 'string')
    .map((data) => data.text as string);
}

/**
 * posthog-js compresses the heavy parts of some rrweb events before sending them (marked
 * `cv: '2024-10'`): a full snapshot's `data`, a mutation's `texts`, `attributes`, `removes` and
 * `adds`, a style sheet rule's `adds` and `removes`. Each is gzip, carried as a latin1 string
 * (one character per byte). Here they are turned back into the JSON rrweb produced, so a test
 * can read what a recording holds.
 */
import { gunzipSync } from 'node:zlib';

const FULL_SNAPSHOT = 2;
const INCREMENTAL_SNAPSHOT = 3;
const MUTATION = 0;
const STYLE_SHEET_RULE = 8;
const COMPRESSED_FIELDS: Record<number, string[]> = {
  [MUTATION]: ['texts', 'attributes', 'removes', 'adds'],
  [STYLE_SHEET_RULE]: ['adds', 'removes'],
};

export type SnapshotEvent = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function gunzipField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return JSON.parse(gunzipSync(Buffer.from(value, 'latin1')).toString('utf8')) as unknown;
}

/** One rrweb event as rrweb made it; one that cannot be decoded keeps its data and says why. */
export function decodeSnapshotEvent(event: SnapshotEvent): SnapshotEvent {
  if (!('cv' in event)) return event;
  const { cv: _version, ...rest } = event;
  try {
    if (rest.type === FULL_SNAPSHOT) return { ...rest, data: gunzipField(rest.data) };
    const data = rest.data;
    if (rest.type !== INCREMENTAL_SNAPSHOT || !isRecord(data)) return rest;
    const fields = COMPRESSED_FIELDS[Number(data.source)] ?? [];
    const decoded = { ...data };
    for (const field of fields) decoded[field] = gunzipField(data[field]);
    return { ...rest, data: decoded };
  } catch (error) {
    return { ...event, decode_error: error instanceof Error ? error.message : String(error) };
  }
}

/** The rrweb events of one `$snapshot` event's properties, decoded. */
export function snapshotEventsIn(properties: Record<string, unknown>): SnapshotEvent[] {
  const data = properties.$snapshot_data;
  const list = Array.isArray(data) ? data : isRecord(data) ? [data] : [];
  return list.filter(isRecord).map(decodeSnapshotEvent);
}

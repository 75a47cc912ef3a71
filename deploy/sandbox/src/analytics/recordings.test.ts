import type { ReceivedEvent } from './event-store';
import { recordingsFrom } from './recordings';

const snapshot = (sessionId: string, windowId: string, data: unknown[]): ReceivedEvent => ({
  uuid: null,
  event: '$snapshot',
  distinct_id: 'anon-1',
  properties: { $session_id: sessionId, $window_id: windowId, $snapshot_data: data },
  $set: {},
  $set_once: {},
  timestamp: null,
  endpoint: '/s/',
  received_at: '2025-01-01T00:00:00.000Z',
});

describe('recordingsFrom', () => {
  it('groups snapshots by session, in arrival order, with the windows seen', () => {
    const other: ReceivedEvent = { ...snapshot('s1', 'w1', []), event: '$pageview' };
    const recordings = recordingsFrom([
      snapshot('s1', 'w1', [{ type: 4 }, { type: 2 }]),
      other,
      snapshot('s2', 'w9', [{ type: 4 }]),
      snapshot('s1', 'w2', [{ type: 3 }]),
    ]);
    expect(recordings).toEqual([
      {
        session_id: 's1',
        distinct_id: 'anon-1',
        window_ids: ['w1', 'w2'],
        snapshots: [{ type: 4 }, { type: 2 }, { type: 3 }],
      },
      { session_id: 's2', distinct_id: 'anon-1', window_ids: ['w9'], snapshots: [{ type: 4 }] },
    ]);
  });
});

import { gzipSync } from 'node:zlib';
import { decodeSnapshotEvent, snapshotEventsIn } from './decode-snapshots';

/** As posthog-js packs a field: gzip of the JSON, one latin1 character per byte. */
const packed = (value: unknown) => gzipSync(JSON.stringify(value)).toString('latin1');

describe('decodeSnapshotEvent', () => {
  it('unpacks a full snapshot', () => {
    const node = {
      type: 0,
      childNodes: [{ type: 2, tagName: 'input', attributes: { value: '***' } }],
    };
    expect(
      decodeSnapshotEvent({ type: 2, cv: '2024-10', timestamp: 1, data: packed({ node }) }),
    ).toEqual({ type: 2, timestamp: 1, data: { node } });
  });

  it('unpacks the packed fields of a mutation and keeps the rest', () => {
    const adds = [{ parentId: 1, node: { type: 3, textContent: 'Mama Put' } }];
    expect(
      decodeSnapshotEvent({
        type: 3,
        cv: '2024-10',
        data: {
          source: 0,
          texts: packed([]),
          attributes: packed([]),
          removes: packed([]),
          adds: packed(adds),
          isAttachIframe: false,
        },
      }),
    ).toEqual({
      type: 3,
      data: { source: 0, texts: [], attributes: [], removes: [], adds, isAttachIframe: false },
    });
  });

  it('unpacks a style sheet rule, whose removes may be absent', () => {
    expect(
      decodeSnapshotEvent({
        type: 3,
        cv: '2024-10',
        data: { source: 8, id: 4, adds: packed([{ rule: 'a{}' }]) },
      }),
    ).toEqual({ type: 3, data: { source: 8, id: 4, adds: [{ rule: 'a{}' }], removes: undefined } });
  });

  it('leaves events that were never packed as they are', () => {
    const input = { type: 3, data: { source: 5, text: '*****', isChecked: false, id: 9 } };
    expect(decodeSnapshotEvent(input)).toBe(input);
    const meta = { type: 4, cv: '2024-10', data: { href: 'https://x.test/' } };
    expect(decodeSnapshotEvent(meta)).toEqual({ type: 4, data: { href: 'https://x.test/' } });
  });

  it('keeps an event it cannot unpack, saying why', () => {
    const broken = { type: 2, cv: '2024-10', data: 'not gzip' };
    const decoded = decodeSnapshotEvent(broken);
    expect(decoded).toMatchObject(broken);
    expect(decoded.decode_error).toEqual(expect.any(String));
  });
});

describe('snapshotEventsIn', () => {
  it('reads the $snapshot_data list, or a single event, and skips what is not an event', () => {
    expect(snapshotEventsIn({ $snapshot_data: [{ type: 4 }, 'x', 1] })).toEqual([{ type: 4 }]);
    expect(snapshotEventsIn({ $snapshot_data: { type: 4 } })).toEqual([{ type: 4 }]);
    expect(snapshotEventsIn({})).toEqual([]);
  });
});

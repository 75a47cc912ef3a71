import { readParams, sortsFor, writeParams } from './store-list-params';

const read = (query: string, hasPoint = false) => readParams(new URLSearchParams(query), hasPoint);

describe('store list params', () => {
  it('reads the type, open-now and sort from the URL', () => {
    expect(read('type=bakeries&open=1&sort=delivery_fee')).toEqual({
      type: 'bakeries',
      openNow: true,
      sort: 'delivery_fee',
    });
    expect(read('')).toEqual({ type: null, openNow: false, sort: null });
  });

  it('reads what it cannot honour as the default', () => {
    expect(read('sort=<script>&open=yes&type=')).toEqual({
      type: null,
      openNow: false,
      sort: null,
    });
    expect(read('sort=distance').sort).toBeNull();
    expect(read('sort=distance', true).sort).toBe('distance');
  });

  it('offers distance only once a location is chosen', () => {
    expect(sortsFor(false)).not.toContain('distance');
    expect(sortsFor(true)).toContain('distance');
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(writeParams({ type: null, openNow: false, sort: null }).toString()).toBe('');
    const params = { type: 'restaurants', openNow: true, sort: 'rating' as const };
    expect(writeParams(params).toString()).toBe('type=restaurants&open=1&sort=rating');
    expect(readParams(writeParams(params), false)).toEqual(params);
  });
});

import {
  NO_FILTERS,
  readParams,
  sortsFor,
  vendorFilterFor,
  writeParams,
} from './store-list-params';

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

  it('offers distance and delivery time only once a location is chosen', () => {
    expect(sortsFor(false)).toEqual(['rating', 'delivery_fee']);
    expect(sortsFor(true)).toEqual(['rating', 'delivery_fee', 'distance', 'delivery_time']);
    expect(read('sort=delivery_time').sort).toBeNull();
    expect(read('sort=delivery_time', true).sort).toBe('delivery_time');
  });

  it('asks the API for the point, the type, open stores and the sort, leaving out defaults', () => {
    const point = { latitude: 6.44, longitude: 3.47 };
    expect(vendorFilterFor(point, 2, { openNow: true, sort: 'delivery_time' })).toEqual({
      ...point,
      business_type_id: 2,
      open_now: 1,
      sort: 'delivery_time',
    });
    expect(vendorFilterFor({}, null, NO_FILTERS)).toEqual({});
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(writeParams({ type: null, openNow: false, sort: null }).toString()).toBe('');
    const params = { type: 'restaurants', openNow: true, sort: 'rating' as const };
    expect(writeParams(params).toString()).toBe('type=restaurants&open=1&sort=rating');
    expect(readParams(writeParams(params), false)).toEqual(params);
  });
});

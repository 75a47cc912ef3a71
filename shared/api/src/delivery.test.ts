import { aDeliveryCheck } from '@jara/testing/builders/location';
import { checkDeliveryLocation, estimateDelivery, toDeliveryAvailability } from './delivery';
import { MAIN_BASE, setUpApiTest, success } from './testing/api-test-harness';

const api = setUpApiTest();
const checkUrl = `${MAIN_BASE}/marketplace/check_delivery_location`;
const estimateUrl = `${MAIN_BASE}/marketplace/delivery_location`;

const customer = { latitude: 6.45, longitude: 3.47, customer_address: '1 Admiralty Way, Lekki' };

describe('delivery to a location requires a positive can_deliver (spec 5)', () => {
  it.each([
    [1, true],
    [3, true],
    [0, false],
    [-1, false],
  ])('can_deliver %d -> available %s', (canDeliver, available) => {
    expect(toDeliveryAvailability(aDeliveryCheck(canDeliver, 'Lekki'))).toEqual({
      available,
      canDeliver,
      closestLocationName: 'Lekki',
    });
  });

  it('sends longitude and latitude and reads the closest location', async () => {
    api.main
      .onGet(checkUrl, { params: { longitude: 3.47, latitude: 6.45 } })
      .reply(200, success(aDeliveryCheck(1, 'Lekki')));
    await expect(checkDeliveryLocation({ longitude: 3.47, latitude: 6.45 })).resolves.toEqual({
      available: true,
      canDeliver: 1,
      closestLocationName: 'Lekki',
    });
  });

  it('reads a missing closest location as none', async () => {
    api.main.onGet(checkUrl).reply(200, success(aDeliveryCheck(0)));
    await expect(checkDeliveryLocation({ longitude: 0, latitude: 0 })).resolves.toEqual({
      available: false,
      canDeliver: 0,
      closestLocationName: null,
    });
  });

  it('refuses an answer whose can_deliver is not a number', async () => {
    api.main.onGet(checkUrl).reply(200, success({ can_deliver: 'yes', details: {} }));
    await expect(checkDeliveryLocation({ longitude: 3, latitude: 6 })).rejects.toMatchObject({
      kind: 'unreadable',
    });
  });
});

describe('the delivery estimate needs the vendor latitude (spec 5)', () => {
  it('sends nothing and resolves null when the vendor has no latitude', async () => {
    await expect(
      estimateDelivery({ slug: 'mama-put', latitude: null, longitude: 3.4 }, customer),
    ).resolves.toBeNull();
    expect(api.main.history.get).toHaveLength(0);
  });

  it('sends nothing while the customer has no position', async () => {
    await expect(
      estimateDelivery(
        { slug: 'mama-put', latitude: 6.4, longitude: 3.4 },
        { latitude: null, longitude: null, customer_address: '' },
      ),
    ).resolves.toBeNull();
    expect(api.main.history.get).toHaveLength(0);
  });

  it('asks with every field of spec 7, latitude 0 included', async () => {
    const estimate = { delivery_time_min: 20, delivery_time_max: 35, price: 900, currency: 'KES' };
    api.main.onGet(estimateUrl).reply(200, success(estimate));
    await expect(
      estimateDelivery({ slug: 'nairobi-eats', latitude: 0, longitude: 36.8 }, customer),
    ).resolves.toEqual(estimate);
    expect(api.main.history.get[0]?.params).toEqual({
      customer_long: 3.47,
      customer_lat: 6.45,
      vendor_lat: 0,
      vendor_long: 36.8,
      customer_address: '1 Admiralty Way, Lekki',
      vendor_slug: 'nairobi-eats',
    });
  });
});

import { aVendor } from '@jara/testing/builders/vendor';
import { getVendor, getVendorPreview } from './marketplace';
import { rateOrder } from './orders';
import { fillPath, splitRouteKey } from './route-path';
import { MAIN_BASE, setUpApiTest, success } from './testing/api-test-harness';

const api = setUpApiTest();

describe('route keys and path parameters', () => {
  it('splits a contract key into method and path, keeping the leading slash as written', () => {
    expect(splitRouteKey('GET marketplace/check_delivery_location')).toEqual({
      method: 'GET',
      path: 'marketplace/check_delivery_location',
    });
    expect(splitRouteKey('POST /login')).toEqual({ method: 'POST', path: '/login' });
  });

  it.each([
    ['a/b', 'a%2Fb'],
    ['x?admin=1#top', 'x%3Fadmin%3D1%23top'],
    ['../../account/delete', '..%2F..%2Faccount%2Fdelete'],
    ['mama put & co', 'mama%20put%20%26%20co'],
    ['ñandú-🍲', '%C3%B1and%C3%BA-%F0%9F%8D%B2'],
    ['%2e%2e', '%252e%252e'],
  ])('encodes the hostile id %j', (id, encoded) => {
    expect(fillPath('/marketplace/vendors/{slug}', { slug: id })).toBe(
      `/marketplace/vendors/${encoded}`,
    );
  });

  it('sends an encoded hostile id to the server as one segment', async () => {
    api.main
      .onGet(`${MAIN_BASE}/marketplace/vendors/..%2Fadmin%3Fx%3D1`)
      .reply(200, success(aVendor()));
    await getVendor('../admin?x=1');
    expect(api.main.history.get[0]?.url).toBe('/marketplace/vendors/..%2Fadmin%3Fx%3D1');
  });

  it.each(['', '  ', '.', '..'])('refuses the id %j without sending anything', async (id) => {
    await expect(getVendorPreview(id)).rejects.toMatchObject({ kind: 'invalid-input' });
    expect(api.main.history.get).toHaveLength(0);
    expect(api.toasts).toEqual([{ kind: 'error', message: expect.stringContaining('(id)') }]);
  });

  it('fills several placeholders', async () => {
    api.signIn();
    api.main.onPost(`${MAIN_BASE}/marketplace/feedback/v%201/order/o%2F2`).reply(200, success({}));
    await rateOrder('v 1', 'o/2', { rating: 5 });
    expect(api.main.history.post[0]?.data).toBe(JSON.stringify({ rating: 5 }));
  });

  it('refuses a placeholder left without a value', () => {
    expect(() => fillPath('/a/{id}/b', {})).toThrow('(id)');
  });
});

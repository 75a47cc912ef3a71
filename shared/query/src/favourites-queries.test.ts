import { MutationObserver } from '@tanstack/react-query';
import type { Vendor } from '@jara/contracts/entities';
import { setUpApiDouble } from '@jara/testing/api-double';
import {
  favouritesKeys,
  refreshFavouriteFlags,
  setFavouriteMutation,
  type FavouriteChange,
} from './favourites-queries';
import { createQueryClient } from './query-client';
import { seenWhileSending } from './testing/sent-requests';

const api = setUpApiDouble();
const ADD = 'POST /marketplace/vendors/favourites/{id}';
const REMOVE = 'DELETE /marketplace/vendors/favourites/{id}';

const vendor = (uuid: string, favourite = false, countryId = 127) =>
  ({ uuid, is_favourite: favourite, country_id: countryId }) as Vendor;
const listKey = ['marketplace', 'vendors', 'NG'];

function setUp() {
  const client = createQueryClient();
  client.setQueryData(listKey, [vendor('v1'), vendor('v2')]);
  client.setQueryData(favouritesKeys.vendors('NG', {}), [vendor('v2', true)]);
  client.setQueryData(['orders'], [{ uuid: 'o1' }]);
  const change = (variables: FavouriteChange) =>
    new MutationObserver(client, setFavouriteMutation()).mutate(variables);
  const list = () => client.getQueryData<Vendor[]>(listKey)!;
  const favourites = () =>
    client.getQueryData<Vendor[]>(favouritesKeys.vendors('NG', {}))!.map((item) => item.uuid);
  return { client, change, list, favourites };
}

describe('setFavouriteMutation', () => {
  it('shows a new favourite at once, then makes every answer holding the store stale', async () => {
    api.answer(ADD, vendor('v1', true));
    const { client, change, list, favourites } = setUp();

    const [whileSent] = await seenWhileSending(
      api,
      () => ({ flag: list()[0]!.is_favourite, favourites: favourites() }),
      () => change({ vendor: vendor('v1'), favourite: true }),
    );

    expect(whileSent).toEqual({ flag: true, favourites: ['v1', 'v2'] });
    expect(api.sent(ADD).map((request) => request.url)).toEqual([
      expect.stringMatching(/\/vendors\/favourites\/v1$/),
    ]);
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(favouritesKeys.vendors('NG', {}))?.isInvalidated).toBe(true);
    expect(client.getQueryState(['orders'])?.isInvalidated).toBe(false);
  });

  it('takes a removed favourite off the list at once', async () => {
    api.answer(REMOVE, null);
    const { change, favourites } = setUp();
    await change({ vendor: vendor('v2', true), favourite: false });
    expect(api.sent(REMOVE).map((request) => request.url)).toEqual([
      expect.stringMatching(/\/vendors\/favourites\/v2$/),
    ]);
    expect(favourites()).toEqual([]);
  });

  it('puts everything back when the API refuses', async () => {
    api.refuse(ADD, 422, 'refused');
    const { change, list, favourites } = setUp();
    await expect(change({ vendor: vendor('v1'), favourite: true })).rejects.toThrow('refused');
    expect(list()[0]!.is_favourite).toBe(false);
    expect(favourites()).toEqual(['v2']);
  });

  it('leaves the other country’s favourites alone', async () => {
    api.answer(ADD, vendor('k1', true, 404));
    const { client, change, favourites } = setUp();
    client.setQueryData(favouritesKeys.vendors('KE', {}), []);
    await change({ vendor: vendor('k1', false, 404), favourite: true });
    expect(favourites()).toEqual(['v2']);
    expect(
      client.getQueryData<Vendor[]>(favouritesKeys.vendors('KE', {}))!.map((v) => v.uuid),
    ).toEqual(['k1']);
  });

  it('patches every favourites list of the country, placed ones in their groups', async () => {
    api.answer(ADD, vendor('v1', true));
    const { client, change } = setUp();
    const placedKey = favouritesKeys.vendors('NG', { latitude: 6.44, longitude: 3.47 });
    const placed = (uuid: string, delivers: boolean) =>
      ({ ...vendor(uuid, true), delivers_to_customer: delivers }) as Vendor;
    client.setQueryData(placedKey, [placed('v2', true), placed('v3', false)]);
    await change({ vendor: { ...vendor('v1'), delivers_to_customer: false }, favourite: true });
    expect(client.getQueryData<Vendor[]>(placedKey)!.map((v) => v.uuid)).toEqual([
      'v2',
      'v1',
      'v3',
    ]);
  });
});

describe('refreshFavouriteFlags', () => {
  it('makes every answer holding a vendor stale, and nothing else', async () => {
    const { client } = setUp();
    await refreshFavouriteFlags(client);
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(['orders'])?.isInvalidated).toBe(false);
  });
});

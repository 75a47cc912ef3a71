import type { SavedAddress } from '@jara/contracts/entities';
import { forgetSavedAddress, rememberSavedAddress } from './address-queries';
import { locationKeys } from './location-queries';
import { createQueryClient } from './query-client';

const address = (uuid: string, is_default = false): SavedAddress => ({
  uuid,
  label: uuid,
  address: `1 ${uuid} Road, Yaba, Lagos`,
  latitude: 6.5,
  longitude: 3.37,
  is_default,
  area: 'Yaba',
  street: `1 ${uuid} Road`,
  building: null,
  landmark: null,
  phone: null,
  instructions: null,
});

function clientWith(list: SavedAddress[]) {
  const client = createQueryClient();
  client.setQueryData(locationKeys.savedAddresses(), list);
  return client;
}

const cached = (client: ReturnType<typeof createQueryClient>) =>
  client.getQueryData<SavedAddress[]>(locationKeys.savedAddresses());

describe('the saved addresses cache', () => {
  it('adds a new address at the end', () => {
    const client = clientWith([address('home', true)]);
    rememberSavedAddress(client, address('studio'));
    expect(cached(client)?.map((each) => each.uuid)).toEqual(['home', 'studio']);
  });

  it('replaces an edited address in its place', () => {
    const client = clientWith([address('home', true), address('office')]);
    rememberSavedAddress(client, { ...address('home', true), label: 'House' });
    expect(cached(client)?.map((each) => each.label)).toEqual(['House', 'office']);
  });

  it('keeps one default: a new default takes the mark from the old one', () => {
    const client = clientWith([address('home', true), address('office')]);
    rememberSavedAddress(client, address('office', true));
    expect(cached(client)?.map((each) => each.is_default)).toEqual([false, true]);
  });

  it('drops a deleted address', () => {
    const client = clientWith([address('home', true), address('office')]);
    forgetSavedAddress(client, 'home');
    expect(cached(client)?.map((each) => each.uuid)).toEqual(['office']);
  });

  it('reads the list again after each change, as the server may move the default', () => {
    const client = clientWith([address('home', true)]);
    forgetSavedAddress(client, 'home');
    expect(client.getQueryState(locationKeys.savedAddresses())?.isInvalidated).toBe(true);
  });

  it('leaves a list never read unread: one address alone is not the list', () => {
    const client = createQueryClient();
    rememberSavedAddress(client, address('studio'));
    forgetSavedAddress(client, 'home');
    expect(cached(client)).toBeUndefined();
  });
});

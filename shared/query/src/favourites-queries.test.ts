import { MutationObserver, type MutationObserverOptions } from '@tanstack/react-query';
import { addFavouriteVendor, removeFavouriteVendor } from '@jara/api/favourites';
import {
  addFavouriteMutation,
  favouritesKeys,
  removeFavouriteMutation,
} from './favourites-queries';
import { createQueryClient } from './query-client';

jest.mock('@jara/api/favourites');

// One shape for both: what differs is which call runs, not what happens around it.
const cases = [
  ['adding', () => addFavouriteMutation() as MutationOptions, addFavouriteVendor],
  ['removing', () => removeFavouriteMutation() as MutationOptions, removeFavouriteVendor],
] as const;
type MutationOptions = MutationObserverOptions<unknown, Error, string>;

describe.each(cases)('%s a favourite', (_name, options, call) => {
  it('calls the API and makes the favourites list stale', async () => {
    jest.mocked(call).mockResolvedValue(undefined as never);
    const client = createQueryClient();
    client.setQueryData(favouritesKeys.vendors(), []);

    await new MutationObserver(client, options()).mutate('v1');

    expect(call).toHaveBeenCalledWith('v1');
    expect(client.getQueryState(favouritesKeys.vendors())?.isInvalidated).toBe(true);
  });

  it('leaves the list as it was when the API refuses', async () => {
    jest.mocked(call).mockRejectedValue(new Error('refused'));
    const client = createQueryClient();
    client.setQueryData(favouritesKeys.vendors(), []);

    await expect(new MutationObserver(client, options()).mutate('v1')).rejects.toThrow('refused');
    expect(client.getQueryState(favouritesKeys.vendors())?.isInvalidated).toBe(false);
  });
});

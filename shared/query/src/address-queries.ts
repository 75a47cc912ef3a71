/**
 * Changes to the customer's saved addresses, written into the one cached list
 * (`locationKeys.savedAddresses()`) that the checkout and the shell's location picker read, so
 * every bundle sees a saved, edited or deleted address at once; the list is then read again.
 * A list never read is left unread: one address alone would pass for the whole list, and a
 * query made here would lack the mark that the end of the session removes it by.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SavedAddress } from '@jara/contracts/entities';
import { locationKeys } from './location-queries';

/** An address the server saved: it replaces its old self, or joins the list; one default. */
export function rememberSavedAddress(client: QueryClient, saved: SavedAddress): void {
  client.setQueryData<SavedAddress[]>(locationKeys.savedAddresses(), (list) => {
    if (list === undefined) return undefined;
    const updated = list.map((address) => {
      if (address.uuid === saved.uuid) return saved;
      return saved.is_default ? { ...address, is_default: false } : address;
    });
    return list.some((address) => address.uuid === saved.uuid) ? updated : [...updated, saved];
  });
  void client.invalidateQueries({ queryKey: locationKeys.savedAddresses() });
}

export function forgetSavedAddress(client: QueryClient, uuid: string): void {
  client.setQueryData<SavedAddress[]>(locationKeys.savedAddresses(), (list) =>
    list?.filter((address) => address.uuid !== uuid),
  );
  void client.invalidateQueries({ queryKey: locationKeys.savedAddresses() });
}

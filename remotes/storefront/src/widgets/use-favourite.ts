/**
 * Saving a store as a favourite, or taking it off. The heart changes at once (the mutation
 * patches every cached answer holding the store, and puts them back if the API refuses, whose
 * message the API client shows). A visitor is asked to sign in first, and the store is saved once
 * they have; a visitor who declines keeps nothing.
 */
import { useMutation } from '@tanstack/react-query';
import type { Vendor } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import { setFavouriteMutation } from '@jara/query/favourites-queries';
import { isLoggedIn, sessionStore } from '@jara/state/session-store';
import { useSignedIn } from '@jara/state/use-signed-in';

export const signInToSave = (vendor: Vendor) =>
  `Sign in to save ${vendor.business_name} to your favourites`;

export function useFavourite(vendor: Vendor) {
  const { requestLogin } = useParcelProps();
  const signedIn = useSignedIn();
  const mutation = useMutation(setFavouriteMutation());
  // A heart fetched for the last customer means nothing once they have signed out.
  const favourite = signedIn && vendor.is_favourite;

  const toggle = async () => {
    if (!isLoggedIn(sessionStore.getState())) {
      if (!(await requestLogin('customer', signInToSave(vendor)))) return;
      // The visitor asked to save it: saving again a store they already saved changes nothing.
      mutation.mutate({ vendor, favourite: true });
      return;
    }
    mutation.mutate({ vendor, favourite: !favourite });
  };

  return { favourite, toggle };
}
